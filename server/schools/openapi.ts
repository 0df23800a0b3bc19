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
        codiceScuola: 'CAEE80001G',
        nomeScuola: 'CAGLIARI - VIA DANTE ALIGHIERI',
        indirizzo: 'VIA DANTE ALIGHIERI 10',
        cap: '09121',
        comune: 'Cagliari',
        provincia: 'Cagliari',
        regione: 'Sardegna',
        tipologiaGrado: 'SCUOLA PRIMARIA',
        caratteristica: 'NORMALE',
        regioneAutonoma: false,
        statale: true,
        email: 'CAIC80000A@istruzione.it',
        pec: 'caic80000a@pec.istruzione.it',
        sitoWeb: null,
        codiceIstitutoRiferimento: 'CAIC80000A',
        nomeIstitutoRiferimento: 'IC CAGLIARI 1',
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
    sconto: z.number().describe('Sconto della libreria sui libri di testo, in percentuale (al massimo 15)'),
    prezzoPiuBasso30Giorni: z
      .number()
      .nullable()
      .describe('Prezzo più basso dei 30 giorni prima di uno sconto aumentato (Omnibus)'),
    copertina: z.string().nullable(),
    descrizione: z.string().nullable(),
    enriched: z.boolean(),
    nuovaAdozione: z.boolean(),
    daAcquistare: z.boolean(),
    consigliato: z.enum(['approfondimento', 'monografia']).nullable(),
    annoScolastico: z.string(),
  }),
  {
    examples: [
      {
        annoCorso: 1,
        sezione: 'A',
        combinazione: 'CORSO ORDINARIO',
        disciplina: 'IL LIBRO DELLA PRIMA CLASSE',
        isbn: '9788824701013',
        titolo: 'PAROLE IN VOLO 1',
        sottotitolo: 'EDIZIONE CON ESPANSIONE ONLINE',
        autore: 'RICCI MARCO',
        editore: 'MONDADORI EDUCATION',
        volume: 'U',
        prezzo: 21.37,
        prezzoVendita: 21.37,
        prezzoScontato: null,
        sconto: 0,
        prezzoPiuBasso30Giorni: null,
        copertina: null,
        descrizione: null,
        enriched: false,
        nuovaAdozione: true,
        daAcquistare: true,
        consigliato: null,
        annoScolastico: '2026/27',
      },
    ],
  },
);

export const schoolsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/regions',
    summary: 'Regioni con scuole, in ordine alfabetico',
    tag,
    access: 'public',
    response: z.object({ regioni: z.array(z.string()) }),
    example: { regioni: ['Lazio', 'Lombardia', 'Sardegna', 'Trentino-Alto Adige'] },
  },
  {
    method: 'get',
    path: '/provinces',
    summary: 'Province di una regione',
    tag,
    access: 'public',
    query: provincesQuery,
    response: z.object({ province: z.array(z.string()) }),
    example: { province: ['Cagliari', 'Sassari'] },
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
