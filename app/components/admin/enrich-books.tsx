import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError, apiFetch } from '../../lib/api.ts';

type Job = {
  id: string;
  status: 'in_coda' | 'in_corso' | 'completato' | 'fallito';
  total: number;
  done: number;
  enriched: number;
  notFound: number;
  failed: number;
  error: string | null;
};

const POLL_MS = 1000;

/**
 * Covers, descriptions and pages from the book-data service (BOOK_ENRICHMENT_URL), for the
 * books of one school or of the page shown; the job runs in the server and this follows it.
 */
export function EnrichBooks(props: { configured: boolean; codiceScuola: string | null; isbns: string[] }) {
  const revalidator = useRevalidator();
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const running = job !== null && (job.status === 'in_coda' || job.status === 'in_corso');

  useEffect(() => {
    if (!job || !running) return;
    const timer = setTimeout(async () => {
      try {
        const next = await apiFetch<{ job: Job }>(`/api/admin/books/enrich/${job.id}`);
        setJob(next.job);
        if (next.job.status === 'completato' || next.job.status === 'fallito') revalidator.revalidate();
      } catch {
        setError('Non riusciamo a leggere l’avanzamento: ricarica la pagina.');
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, running, revalidator]);

  if (!props.configured) {
    return (
      <p className="card mt-4 p-4 text-sm text-muted">
        Copertine e descrizioni automatiche: non configurate (serve BOOK_ENRICHMENT_URL). Puoi sempre modificare un
        libro a mano.
      </p>
    );
  }

  async function start() {
    setBusy(true);
    setError('');
    try {
      const body = props.codiceScuola ? { codiceScuola: props.codiceScuola } : { isbns: props.isbns };
      const { jobId } = await apiFetch<{ jobId: string }>('/api/admin/books/enrich', { method: 'POST', body });
      const first = await apiFetch<{ job: Job }>(`/api/admin/books/enrich/${jobId}`);
      setJob(first.job);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Errore di connessione: riprova.');
    } finally {
      setBusy(false);
    }
  }

  const what = props.codiceScuola
    ? `i libri della scuola ${props.codiceScuola}`
    : `i ${props.isbns.length} libri di questa pagina`;
  return (
    <section aria-labelledby="arricchisci" className="card mt-4 grid gap-3 p-4 sm:p-5">
      <h2 id="arricchisci" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary-700" /> Copertine e descrizioni
      </h2>
      <p className="text-sm text-muted">
        Prendiamo copertina, descrizione e numero di pagine dal servizio dei dati dei libri; la copertina viene salvata
        nel negozio. I libri arricchiti mostrano «Arricchito».
      </p>
      <div>
        <button
          type="button"
          className="btn-outline"
          disabled={busy || running || (!props.codiceScuola && props.isbns.length === 0)}
          onClick={() => void start()}
        >
          Arricchisci {what}
        </button>
      </div>
      <div aria-live="polite" className="text-sm empty:hidden">
        {job ? (
          <div className="grid gap-1">
            <progress className="h-2 w-full max-w-md accent-primary-700" value={job.done} max={Math.max(job.total, 1)}>
              {job.done} di {job.total}
            </progress>
            <p data-testid="enrich-progress">
              {running
                ? `In corso: ${job.done} di ${job.total} libri`
                : job.status === 'fallito'
                  ? `Interrotto: ${job.error ?? 'errore del servizio'}`
                  : `Fatto: ${job.enriched} arricchiti, ${job.notFound} non trovati, ${job.failed} con errori (su ${job.total}).`}
            </p>
          </div>
        ) : null}
        {error ? <p className="text-danger">{error}</p> : null}
      </div>
    </section>
  );
}
