import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';
import { writeDemoFiles } from './demo.ts';
import { importMinistry } from './import/importer.ts';
import { resolveSources } from './import/sources.ts';

// The contract of API.md "School data", on the demo files (ministry format, real importer).

describeEachDatabase('schools API', (kind) => {
  const app = useTestApp(kind);
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-schools-api-'));
    try {
      await importMinistry(app().services.database, resolveSources(writeDemoFiles(dir, 2026)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const get = async (url: string) => {
    const res = await app().request(url);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('lists regions sorted, provinces of a region and municipalities of a province', async () => {
    expect(await get('/api/regions')).toEqual({
      status: 200,
      body: { regioni: ['Lazio', 'Lombardia', 'Sardegna', 'Trentino-Alto Adige'] },
    });
    expect((await get('/api/provinces?regione=Sardegna')).body).toEqual({ province: ['Cagliari', 'Sassari'] });
    expect((await get('/api/municipalities?provincia=Cagliari')).body).toEqual({
      comuni: ['Cagliari', "Quartu Sant'Elena"],
    });
    expect((await get('/api/provinces?regione=Atlantide')).body).toEqual({ province: [] });
  });

  it('finds a school of a new import at once (the kept answers are dropped)', async () => {
    const search = '/api/schools?nome=Istituto%20Zeffirino';
    expect((await get(search)).body).toMatchObject({ scuole: [] });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-schools-api-'));
    try {
      const file = path.join(dir, 'SCUANAAUTPAR20262720260901.csv');
      writeFileSync(
        file,
        'ANNOSCOLASTICO,AREAGEOGRAFICA,REGIONE,PROVINCIA,CODICESCUOLA,DENOMINAZIONESCUOLA,INDIRIZZOSCUOLA,CAPSCUOLA,' +
          'CODICECOMUNESCUOLA,DESCRIZIONECOMUNE,DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA,INDIRIZZOEMAILSCUOLA,' +
          'INDIRIZZOPECSCUOLA,SITOWEBSCUOLA\r\n202627,NORD EST,TRENTINO-ALTO ADIGE,TRENTO,TNPS99999Z,ISTITUTO ZEFFIRINO,' +
          'VIA ROMA 1,38122,L378,TRENTO,SCUOLA SEC. SECONDO GRADO NON STATALE,Non Disponibile,Non Disponibile,Non Disponibile\r\n',
      );
      await importMinistry(app().services.database, resolveSources([file]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await get(search)).body).toMatchObject({ scuole: [{ codiceScuola: 'TNPS99999Z' }], total: 1 });
  });

  it('answers a missing filter with 400 in the error format', async () => {
    const res = await get('/api/provinces');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', fields: { regione: expect.any(String) } });
  });

  it('lists the schools of a municipality with the School shape and the total', async () => {
    const { status, body } = await get('/api/schools?regione=Sardegna&provincia=Cagliari&comune=Cagliari');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    const liceo = (body.scuole as Record<string, unknown>[]).find((s) => s.codiceScuola === 'CAPS00000U');
    expect(liceo).toEqual({
      codiceScuola: 'CAPS00000U',
      nomeScuola: 'LICEO SCIENTIFICO "GALILEO GALILEI" CAGLIARI',
      indirizzo: 'PIAZZA GARIBALDI 1',
      cap: '09121',
      comune: 'Cagliari',
      provincia: 'Cagliari',
      regione: 'Sardegna',
      tipologiaGrado: 'LICEO SCIENTIFICO',
      caratteristica: 'NORMALE',
      regioneAutonoma: false,
      statale: true,
      email: 'CAPS00000U@istruzione.it',
      pec: 'caps00000u@pec.istruzione.it',
      sitoWeb: null,
      codiceIstitutoRiferimento: 'CAPS00000U',
      nomeIstitutoRiferimento: 'LICEO SCIENTIFICO "GALILEO GALILEI" CAGLIARI',
    });
  });

  it('filters by type and marks autonomous-region and non-state schools', async () => {
    const primary = await get('/api/schools?comune=Cagliari&tipologia=SCUOLA%20PRIMARIA');
    expect((primary.body.scuole as { codiceScuola: string }[]).map((s) => s.codiceScuola)).toEqual(['CAEE80001G']);
    const trento = await get('/api/schools?regione=Trentino-Alto%20Adige');
    expect((trento.body.scuole as { regioneAutonoma: boolean }[]).every((s) => s.regioneAutonoma)).toBe(true);
    const rome = await get('/api/schools?comune=Roma');
    expect(
      (rome.body.scuole as { codiceScuola: string; statale: boolean }[]).find((s) => !s.statale)?.codiceScuola,
    ).toBe('RM1E00100A');
  });

  it('searches names ignoring case, accents, punctuation and word order, with a typo', async () => {
    const codes = async (nome: string) =>
      ((await get(`/api/schools?nome=${encodeURIComponent(nome)}`)).body.scuole as { codiceScuola: string }[]).map(
        (s) => s.codiceScuola,
      );
    expect(await codes('galilei cagliari')).toEqual(['CAPS00000U']);
    expect(await codes('Cagliari, GALILÈI')).toEqual(['CAPS00000U']);
    expect(await codes('galilei cagliary')).toEqual(['CAPS00000U']);
    expect(await codes('deledda sasari')).toEqual(['SSMM82001Q']);
    // The institute's name finds its sites; a code finds its school first.
    expect(await codes('IC Milano 5')).toEqual(expect.arrayContaining(['MIEE84001L', 'MIMM84001S']));
    expect((await codes('caps00000u'))[0]).toBe('CAPS00000U');
    // The last word may be half typed; punctuation alone finds nothing.
    expect(await codes('cagliari galil')).toEqual(['CAPS00000U']);
    expect(await codes(' - ')).toEqual([]);
  });

  it('finds one school by codiceScuola and by path, 404 when unknown', async () => {
    expect((await get('/api/schools?codiceScuola=CAPS00000U')).body.scuole).toHaveLength(1);
    expect((await get('/api/schools?codiceScuola=XXXX99999Z')).body).toEqual({ scuole: [] });
    const one = await get('/api/schools/caps00000u');
    expect((one.body.scuola as { codiceScuola: string }).codiceScuola).toBe('CAPS00000U');
    const missing = await get('/api/schools/XXXX99999Z');
    expect(missing).toEqual({
      status: 404,
      body: { success: false, error: 'Scuola non trovata: XXXX99999Z', code: 'NOT_FOUND' },
    });
  });

  it('accepts limit 1..1000 and answers above with 400', async () => {
    expect((await get('/api/schools?regione=Sardegna&limit=2')).body.scuole).toHaveLength(2);
    expect((await get('/api/schools?regione=Sardegna&limit=2')).body.total).toBe(8);
    expect((await get('/api/schools?limit=1000')).status).toBe(200);
    const over = await get('/api/schools?limit=1001');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'VALIDATION', fields: { limit: 'limit può essere al massimo 1000' } });
    expect((await get('/api/schools?limit=0')).status).toBe(400);
    expect((await get('/api/schools?limit=abc')).status).toBe(400);
  });

  it('returns the adoptions of a school with the Adoption shape, by class and section', async () => {
    const all = await get('/api/adoptions?codiceScuola=CAPS00000U');
    expect(all.body.success).toBe(true);
    const list = all.body.adozioni as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(50);
    const oneSection = await get('/api/adoptions?codiceScuola=CAPS00000U&classe=3&sezione=b');
    const rows = oneSection.body.adozioni as Record<string, unknown>[];
    expect(rows.every((r) => r.annoCorso === 3 && r.sezione === 'B')).toBe(true);
    // Section B has two study plans.
    expect(new Set(rows.map((r) => r.combinazione)).size).toBe(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'annoCorso',
        'sezione',
        'combinazione',
        'disciplina',
        'isbn',
        'titolo',
        'sottotitolo',
        'autore',
        'editore',
        'volume',
        'prezzo',
        'prezzoVendita',
        'prezzoScontato',
        'sconto',
        'prezzoPiuBasso30Giorni',
        'copertina',
        'descrizione',
        'enriched',
        'nuovaAdozione',
        'daAcquistare',
        'consigliato',
        'annoScolastico',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      annoScolastico: '2026/27',
      enriched: false,
      prezzoScontato: null,
      sconto: 0,
      prezzoPiuBasso30Giorni: null,
    });
    expect(typeof rows[0]!.prezzo).toBe('number');
    const music = (await get('/api/adoptions?codiceScuola=CAMM80001N&classe=1&sezione=A')).body.adozioni as {
      disciplina: string;
      consigliato: string | null;
    }[];
    expect(music.find((r) => r.disciplina === 'MUSICA')?.consigliato).toBe('approfondimento');
  });

  it('answers bad adoption queries with 400 and unknown schools with an empty list', async () => {
    expect((await get('/api/adoptions')).status).toBe(400);
    expect((await get('/api/adoptions?codiceScuola=CAPS00000U&classe=9')).status).toBe(400);
    expect((await get('/api/adoptions?codiceScuola=XXXX99999Z')).body).toEqual({ success: true, adozioni: [] });
  });
});
