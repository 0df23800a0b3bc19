import { z } from 'zod';
import { listInput, listsImport } from '#common/lists/validation.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { adoptionSchema } from '../schools/openapi.ts';

const tag = 'Liste per figlio';
const signedOut = { 401: 'Accesso richiesto', 403: 'Riservato alle famiglie registrate' };

const school = z.object({
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
});

/** A book of a child's list: the class's Adoption, plus whether the family already has it. */
const listBook = adoptionSchema.extend({ owned: z.boolean().describe('Segnato «Ce l’ho già»') });

export const familyListSchema = z.object({
  id: z.string(),
  nome: z.string().describe('Il nome del figlio o della figlia'),
  codiceScuola: z.string(),
  classe: z.number().int(),
  sezione: z.string(),
  combinazione: z.string().nullable(),
  owned: z.array(z.string()),
  scuola: school.nullable(),
  books: z.array(listBook),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A family's class lists, one per child (API.md "Books and family lists"). */
export const listsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/lists',
    summary: 'Le liste della famiglia, con i libri della classe ai prezzi di questa libreria e «Ce l’ho già»',
    tag,
    access: 'customer',
    response: z.object({ lists: z.array(familyListSchema) }),
    errors: signedOut,
  },
  {
    method: 'post',
    path: '/lists',
    summary: 'Salva la lista di una classe (scuola, classe, sezione, indirizzo) per un figlio',
    tag,
    access: 'customer',
    body: listInput,
    status: 201,
    response: z.object({ list: familyListSchema }),
    errors: { ...signedOut, 422: 'Troppe liste' },
  },
  {
    method: 'post',
    path: '/lists/import',
    summary:
      'Porta nell’account le liste tenute nel browser prima dell’accesso (la stessa lista due volte si unisce); ids: id del browser → id nell’account',
    tag,
    access: 'customer',
    body: listsImport,
    response: z.object({ lists: z.array(familyListSchema), ids: z.record(z.string(), z.string()) }),
    errors: { ...signedOut, 422: 'Troppe liste' },
  },
  {
    method: 'put',
    path: '/lists/:id',
    summary: 'Cambia una lista (nome, classe, libri segnati «Ce l’ho già»)',
    tag,
    access: 'customer',
    body: listInput,
    response: z.object({ list: familyListSchema }),
    errors: { ...signedOut, 404: 'Lista non trovata (o di un’altra famiglia)' },
  },
  {
    method: 'delete',
    path: '/lists/:id',
    summary: 'Elimina una lista',
    tag,
    access: 'customer',
    response: z.object({ success: z.literal(true) }),
    errors: { ...signedOut, 404: 'Lista non trovata (o di un’altra famiglia)' },
  },
];
