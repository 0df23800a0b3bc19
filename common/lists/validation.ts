import { z } from 'zod';
import { parseIsbn } from '../books/isbn.ts';
import { MAX_LISTS_PER_FAMILY } from './limits.ts';

// What a family sends to save a class list (API.md "POST /api/lists", "PUT /api/lists/{id}").

export { MAX_LISTS_PER_FAMILY };

const isbn = z
  .string()
  .max(20)
  .transform((v, ctx) => {
    const parsed = parseIsbn(v);
    if (parsed.ok) return parsed.isbn;
    // Codes that are not ISBNs (the publishers' "AIE005") are adopted like books: kept as typed.
    const compact = v.replace(/[\s-]/g, '').toUpperCase();
    if (/^[A-Z][A-Z0-9]{1,19}$/.test(compact)) return compact;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

export const listInput = z.object({
  nome: z
    .string({ error: 'Nome: campo obbligatorio' })
    .trim()
    .min(1, 'Scrivi il nome di chi userà la lista (per esempio «Giulia»)')
    .max(60, 'Nome: al massimo 60 caratteri'),
  codiceScuola: z
    .string({ error: 'Scuola: campo obbligatorio' })
    .trim()
    .regex(/^[A-Za-z0-9]{10}$/, 'Codice scuola non valido (10 lettere o cifre)')
    .transform((v) => v.toUpperCase()),
  classe: z.coerce
    .number({ error: 'Classe: scegli la classe' })
    .int('Classe non valida')
    .min(1, 'Classe non valida')
    .max(6, 'Classe non valida'),
  sezione: z
    .string({ error: 'Sezione: scegli la sezione' })
    .trim()
    .min(1, 'Sezione: scegli la sezione')
    .max(20, 'Sezione non valida')
    .transform((v) => v.toUpperCase()),
  combinazione: z.string().trim().max(200, 'Indirizzo di studio non valido').nullish(),
  owned: z.array(isbn).max(200, 'Troppi libri segnati').optional(),
});
export type ListInput = z.infer<typeof listInput>;

/** Lists kept in the browser by a visitor, moved to the account at sign-in. */
export const listsImport = z.object({
  lists: z
    .array(listInput.extend({ localId: z.string().trim().min(1).max(64).optional() }))
    .max(MAX_LISTS_PER_FAMILY, `Al massimo ${MAX_LISTS_PER_FAMILY} liste`),
});
export type ListsImport = z.infer<typeof listsImport>;
