import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasSharedData, requireInCI, sharedDataDir } from '#tests/support/requirements.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, type SignedIn } from '../test/auth.ts';
import { createShop, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import { type ImportRunView, waitForImport } from './import-runs.ts';
import { schoolDataGeneration } from './queries.ts';

const available = requireInCI(hasSharedData, '../shared/data');
const MOLISE = 'ALTMOLISE000020250709.csv.gz';
const SCHOOL = 'CB1E00100B';

type RunsBody = {
  imports: ImportRunView[];
  counts: { adoptions: { region: string; schoolYear: string; adoptions: number; schools: number }[] };
};

describeEachDatabase('back office: ministry import', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartella-import-'));
  const app = useTestApp(kind, { DATA_DIR: dataDir });
  if (!available) return it.skip('needs ../shared/data');
  let operator: SignedIn;
  const molise = () => readFileSync(path.join(sharedDataDir, 'mim', '2025-26', MOLISE));

  beforeAll(async () => {
    operator = await loginAdmin(app());
  });
  afterAll(async () => {
    // Runs still going (a failed test) must not outlive the database.
    const { body } = await runs();
    for (const run of body.imports) await waitForImport(run.id);
  });

  const upload = async (files: { name: string; bytes: Uint8Array }[], who: SignedIn = operator) => {
    const form = new FormData();
    for (const f of files) form.append('files', new File([Buffer.from(f.bytes)], f.name));
    const res = await app().request('/api/admin/imports', { method: 'POST', headers: who.headers, body: form });
    return { res, body: (await res.json()) as { importId: string; error?: string } };
  };
  const runs = async () => {
    const res = await app().request('/api/admin/imports', { headers: operator.headers });
    return { res, body: (await res.json()) as RunsBody };
  };
  const schoolList = async () => {
    const res = await app().request(`/api/adoptions?codiceScuola=${SCHOOL}`);
    const { adozioni } = (await res.json()) as {
      adozioni: { annoCorso: number; sezione: string; isbn: string; prezzo: number }[];
    };
    return JSON.stringify(adozioni.map((a) => `${a.annoCorso}${a.sezione}:${a.isbn}:${a.prezzo}`).sort());
  };

  it('is the operator’s: a shop’s owner may not import', async () => {
    const shop = await createShop(app().services, `import-${kind}`);
    const owner = await personWithRole(app(), shop, 'owner');
    const form = new FormData();
    form.append('files', new File([new Uint8Array([1])], MOLISE));
    const res = await app().request('/api/admin/imports', {
      method: 'POST',
      headers: owner.headers,
      body: form,
      host: shop.host,
    });
    expect(res.status).toBe(403);
  });

  it('imports an uploaded file, one at a time, with its report and the counts per region', async () => {
    const generation = schoolDataGeneration();
    const first = await upload([{ name: MOLISE, bytes: molise() }]);
    expect(first.res.status).toBe(202);
    const second = await upload([{ name: MOLISE, bytes: molise() }]);
    expect(second.res.status).toBe(409);
    expect(second.body.error).toMatch(/già in corso/);
    await waitForImport(first.body.importId);
    expect(schoolDataGeneration()).toBeGreaterThan(generation);
    const { body } = await runs();
    const run = body.imports.find((r) => r.id === first.body.importId)!;
    expect(run.status).toBe('completata');
    expect(run.files).toHaveLength(1);
    expect(run.files[0]).toMatchObject({
      file: MOLISE,
      kind: 'adoptions',
      rows: 19_524,
      region: 'MOLISE',
      schoolYear: '2025/26',
    });
    expect(run.files[0]!.imported + run.files[0]!.duplicates).toBe(19_524);
    const region = body.counts.adoptions.find((c) => c.region === 'MOLISE');
    expect(region).toMatchObject({ schoolYear: '2025/26', adoptions: run.files[0]!.imported });
    expect(region!.schools).toBeGreaterThan(100);
    expect((await upload([{ name: 'nome a caso.csv', bytes: molise() }])).res.status).toBe(400);
  });

  it('a list read while an import runs is the old one or the new one, never a mix', async () => {
    const before = await schoolList();
    // The same region's newer file: the school's first classes dropped, three broken rows added.
    const lines = gunzipSync(molise()).toString('utf8').split(/\r?\n/).filter(Boolean);
    const header = lines[0]!;
    const kept = lines.slice(1).filter((l) => !l.startsWith(`${SCHOOL},1,`));
    expect(kept.length).toBeLessThan(lines.length - 1);
    const broken = [
      `${SCHOOL},2,A,EE,CORSO,STORIA MEDIEVALE,,AUTORE,TITOLO,ND,1,EDITORE,"4,02",No,Si,No`,
      `${SCHOOL},2,A,EE,CORSO`,
      `XX,2,A,EE,CORSO,STORIA,9788847306875,AUTORE,TITOLO,ND,1,EDITORE,"4,02",No,Si,No`,
    ];
    const newer = Buffer.from([header, ...kept, ...broken].join('\r\n'));
    const started = await upload([{ name: 'ALTMOLISE000020250801.csv', bytes: newer }]);
    expect(started.res.status).toBe(202);
    let finished = false;
    const done = waitForImport(started.body.importId).then(() => {
      finished = true;
    });
    const seen: { list: string; during: boolean }[] = [];
    while (!finished) {
      // Each read leaves on its own turn of the event loop, as requests from the network do
      // (a loop of promises alone would never let the import's file reads run).
      await new Promise((resolve) => setImmediate(resolve));
      const list = await schoolList();
      seen.push({ list, during: !finished });
    }
    await done;
    const after = await schoolList();
    expect(after).not.toBe(before);
    for (const read of seen) expect([before, after]).toContain(read.list);
    // Readers were not held back for the whole import: several reads finished while it ran,
    // the first of them still on the old list.
    const during = seen.filter((s) => s.during);
    expect(during.length).toBeGreaterThan(2);
    expect(during[0]!.list).toBe(before);

    const { body } = await runs();
    const run = body.imports.find((r) => r.id === started.body.importId)!;
    expect(run.status).toBe('completata');
    expect(run.files[0]!.rejected).toEqual({
      'codice ISBN mancante o non valido': 1,
      'numero di colonne errato': 1,
      'codice scuola non valido': 1,
    });
    const res = await app().request(run.files[0]!.rejectedDownload!, { headers: operator.headers });
    expect(res.status).toBe(200);
    const rows = parse(await res.text(), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [Number(r.Riga), r.Motivo])).toEqual([
      [kept.length + 2, 'codice ISBN mancante o non valido'],
      [kept.length + 3, 'numero di colonne errato'],
      [kept.length + 4, 'codice scuola non valido'],
    ]);
    expect(rows[0]!.Contenuto).toContain('STORIA MEDIEVALE');
  });

  it('streams its progress as server-sent events', async () => {
    const started = await upload([{ name: MOLISE, bytes: molise() }]);
    const res = await app().request(`/api/admin/imports/${started.body.importId}/events`, {
      headers: operator.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1]!,
      data: JSON.parse(m[2]!) as Record<string, unknown>,
    }));
    expect(events.filter((e) => e.event === 'progress').length).toBeGreaterThan(0);
    expect(events.find((e) => e.event === 'file')?.data).toMatchObject({ file: MOLISE, kind: 'adoptions' });
    expect(events.at(-1)).toEqual({ event: 'end', data: { status: 'completata', error: null } });
    await waitForImport(started.body.importId);
  });
});
