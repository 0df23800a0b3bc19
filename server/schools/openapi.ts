import { z } from 'zod';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { adoptionsQuery, municipalitiesQuery, provincesQuery, schoolsQuery } from './api.ts';

const tag = 'Scuole e libri adottati';

/** common/schools/views.ts `School`. */
export const schoolSchema = named(
  'School',
  z.object({
    codiceScuola: z.string(),
    nomeScuola: z.string(),
    indirizzo: z.string().nullable(),
    cap: z.string().nullable(),
    comune: z.string(),
    provincia: z.string(),
    regione: z.string(),
    tipologiaGrado: z.string().nullable(),
    caratteristica: z.string().nullable(),
    regioneAutonoma: z.boolean(),
    statale: z.boolean(),
    email: z.string().nullable(),
    pec: z.string().nullable(),
    sitoWeb: z.string().nullable(),
    codiceIstitutoRiferimento: z.string().nullable(),
    nomeIstitutoRiferimento: z.string().nullable(),
  }),
  {
    examples: [
      {
        codiceScuola: 'MIPC00101X',
        nomeScuola: 'LICEO CLASSICO STATALE "GIOSUE\' CARDUCCI"',
        indirizzo: 'VIA BEROLDO 9',
        cap: '20127',
        comune: 'MILANO',
        provincia: 'MILANO',
        regione: 'LOMBARDIA',
        tipologiaGrado: 'LICEO CLASSICO',
        caratteristica: 'NORMALE',
        regioneAutonoma: false,
        statale: true,
        email: 'MIPC00101X@istruzione.it',
        pec: 'MIPC00101X@pec.istruzione.it',
        sitoWeb: null,
        codiceIstitutoRiferimento: 'MIPC00101X',
        nomeIstitutoRiferimento: 'LICEO CLASSICO STATALE "GIOSUE\' CARDUCCI"',
      },
    ],
  },
);

/** common/schools/views.ts `Adoption`: a book a class adopted, with the shop's prices. */
export const adoptionSchema = named(
  'Adoption',
  z.object({
    annoCorso: z.number().int(),
    sezione: z.string(),
    combinazione: z.string(),
    disciplina: z.string(),
    isbn: z.string(),
    titolo: z.string(),
    sottotitolo: z.string().nullable(),
    autore: z.string().nullable(),
    editore: z.string().nullable(),
    volume: z.string().nullable(),
    prezzo: z.number().nullable(),
    prezzoVendita: z.number().nullable(),
    prezzoScontato: z.number().nullable(),
    copertina: z.string().nullable(),
    descrizione: z.string().nullable(),
    enriched: z.boolean(),
    nuovaAdozione: z.boolean(),
    daAcquistare: z.boolean(),
    consigliato: z.enum(['approfondimento', 'monografia']).nullable(),
    annoScolastico: z.string(),
  }),
);

export const schoolsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/regions',
    summary: 'Regioni con scuole, in ordine alfabetico',
    tag,
    access: 'public',
    response: z.object({ regioni: z.array(z.string()) }),
    example: { regioni: ['ABRUZZO', 'BASILICATA', 'CALABRIA'] },
  },
  {
    method: 'get',
    path: '/provinces',
    summary: 'Province di una regione',
    tag,
    access: 'public',
    query: provincesQuery,
    response: z.object({ province: z.array(z.string()) }),
    example: { province: ['BERGAMO', 'BRESCIA', 'MILANO'] },
  },
  {
    method: 'get',
    path: '/municipalities',
    summary: 'Comuni di una provincia',
    tag,
    access: 'public',
    query: municipalitiesQuery,
    response: z.object({ comuni: z.array(z.string()) }),
  },
  {
    method: 'get',
    path: '/schools',
    summary: 'Scuole per luogo, tipologia, caratteristica e nome (tollera un errore di battitura), o per codice',
    tag,
    access: 'public',
    query: schoolsQuery,
    response: z.object({ scuole: z.array(schoolSchema), total: z.number().int().optional() }),
  },
  {
    method: 'get',
    path: '/schools/:code',
    summary: 'Una scuola dal suo codice meccanografico',
    tag,
    access: 'public',
    errors: { 404: 'Scuola non trovata' },
    response: z.object({ scuola: schoolSchema }),
  },
  {
    method: 'get',
    path: '/adoptions',
    summary: 'Libri adottati da una scuola (anno scolastico più recente), per classe e sezione',
    tag,
    access: 'public',
    query: adoptionsQuery,
    response: z.object({ success: z.literal(true), adozioni: z.array(adoptionSchema) }),
  },
];
