import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useRootData } from '#app/lib/root-data.ts';
import { formatInt } from '#common/format.ts';

type Progress = {
  status: string;
  currentFile: string | null;
  phase: string | null;
  filesDone: number;
  filesTotal: number;
  rows: number;
  rowsPerSecond: number;
};

/**
 * Starts an import through the API (the upload may be 200 MB: page forms stop at 64 KB) and
 * follows it with server-sent events until it ends, then refreshes the history.
 */
export function ImportForm() {
  const root = useRootData();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const source = useRef<EventSource | null>(null);
  useEffect(() => () => source.current?.close(), []);

  function follow(id: string) {
    source.current?.close();
    const events = new EventSource(`/api/admin/imports/${id}/events`);
    source.current = events;
    events.addEventListener('progress', (e) => setProgress(JSON.parse((e as MessageEvent).data)));
    events.addEventListener('end', (e) => {
      const end = JSON.parse((e as MessageEvent).data) as { status: string; error: string | null };
      setEnded(end.error ? `Importazione ${end.status}: ${end.error}` : `Importazione ${end.status}.`);
      events.close();
      revalidator.revalidate();
    });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setEnded(null);
    const form = new FormData(event.currentTarget);
    const files = form.getAll('files').filter((f): f is File => f instanceof File && f.size > 0);
    const urls = String(form.get('urls') ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const headers: Record<string, string> = { 'X-CSRF-Token': root.csrfToken ?? '' };
    let body: BodyInit;
    if (files.length) {
      body = new FormData();
      for (const f of files) body.append('files', f);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ urls });
    }
    const res = await fetch('/api/admin/imports', { method: 'POST', headers, body });
    const answer = (await res.json()) as { importId?: string; error?: string };
    if (!res.ok || !answer.importId) {
      setError(answer.error ?? 'Importazione non avviata');
      return;
    }
    setProgress(null);
    follow(answer.importId);
  }

  return (
    <section aria-labelledby="nuova" className="card mt-6 p-4 sm:p-5">
      <h2 id="nuova" className="text-lg font-semibold">
        Nuova importazione
      </h2>
      <noscript>
        <p className="mt-2 text-sm text-danger">Per caricare i file serve JavaScript.</p>
      </noscript>
      <form onSubmit={submit} className="mt-3 grid gap-4">
        <div>
          <label htmlFor="import-files" className="field-label">
            File del Ministero (.csv o .csv.gz, anagrafiche e adozioni)
          </label>
          <input id="import-files" name="files" type="file" multiple accept=".csv,.gz" className="field-input" />
        </div>
        <div>
          <label htmlFor="import-urls" className="field-label">
            Oppure gli indirizzi ufficiali (https, uno per riga)
          </label>
          <textarea id="import-urls" name="urls" rows={2} className="field-input" />
        </div>
        <button type="submit" className="btn-primary justify-self-start">
          Importa
        </button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {error ? (
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : null}
        {progress && !ended ? (
          <p data-testid="import-progress">
            {progress.currentFile
              ? `File ${progress.filesDone + 1} di ${progress.filesTotal}: ${progress.currentFile}`
              : 'In coda'}
            {progress.phase ? ` · ${progress.phase}` : ''} · {formatInt(progress.rows)} righe ·{' '}
            {formatInt(progress.rowsPerSecond)} righe/s
          </p>
        ) : null}
        {ended ? (
          <p role="status" className="font-medium">
            {ended}
          </p>
        ) : null}
      </div>
    </section>
  );
}
