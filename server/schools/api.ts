import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { findSchool, listAdoptions, listMunicipalities, listProvinces, listRegions, searchSchools } from './queries.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const schoolCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{10}$/, 'codice scuola non valido (10 lettere o cifre)')
  .transform((v) => v.toUpperCase());

export const provincesQuery = z.object({ regione: text(100) });
export const municipalitiesQuery = z.object({ provincia: text(100) });
export const schoolsQuery = z.object({
  regione: text(100).optional(),
  provincia: text(100).optional(),
  comune: text(100).optional(),
  tipologia: text(200).optional(),
  caratteristica: text(200).optional(),
  nome: z.string().trim().max(200).optional(),
  codiceScuola: schoolCode.optional(),
  limit: z.coerce
    .number({ error: 'limit deve essere un numero' })
    .int('limit deve essere un numero intero')
    .min(1, 'limit deve essere almeno 1')
    .max(1000, 'limit può essere al massimo 1000')
    .default(1000),
});
export const adoptionsQuery = z.object({
  codiceScuola: schoolCode,
  classe: z.coerce.number().int().min(1).max(6).optional(),
  sezione: z.string().trim().min(1).max(20).optional(),
});

/** API.md "School data": regions, provinces, municipalities, schools and their book lists. */
export function schoolsApi() {
  const app = new Hono<AppEnv>();
  // Ministry data changes a few times a year: browsers and proxies may keep answers a while.
  // (Set per route: a sub-router's use('*') would apply to every /api route once mounted.)
  const cacheable = (c: { header: (name: string, value: string) => void }) =>
    c.header('Cache-Control', 'public, max-age=300');

  app.get('/regions', async (c) => {
    cacheable(c);
    return c.json({ regioni: await listRegions(c.var.services.db) });
  });

  app.get('/provinces', async (c) => {
    cacheable(c);
    const { regione } = parseInput(provincesQuery, c.req.query());
    return c.json({ province: await listProvinces(c.var.services.db, regione) });
  });

  app.get('/municipalities', async (c) => {
    cacheable(c);
    const { provincia } = parseInput(municipalitiesQuery, c.req.query());
    return c.json({ comuni: await listMunicipalities(c.var.services.db, provincia) });
  });

  app.get('/schools', async (c) => {
    cacheable(c);
    const query = parseInput(schoolsQuery, c.req.query());
    const db = c.var.services.db;
    if (query.codiceScuola) {
      const school = await findSchool(db, query.codiceScuola);
      return c.json({ scuole: school ? [school] : [] });
    }
    return c.json(await searchSchools(db, query));
  });

  app.get('/schools/:code', async (c) => {
    cacheable(c);
    const code = parseInput(schoolCode, c.req.param('code'));
    const school = await findSchool(c.var.services.db, code);
    if (!school) throw new AppError('NOT_FOUND', `Scuola non trovata: ${code}`);
    return c.json({ scuola: school });
  });

  app.get('/adoptions', async (c) => {
    cacheable(c);
    const { codiceScuola, classe, sezione } = parseInput(adoptionsQuery, c.req.query());
    const adozioni = await listAdoptions(c.var.services.db, codiceScuola, { classe, sezione }, c.get('tenant').id);
    return c.json({ success: true, adozioni });
  });

  return app;
}
