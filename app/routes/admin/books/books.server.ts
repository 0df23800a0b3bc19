import { data } from 'react-router';
import { z } from 'zod';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm } from '#server/accounts/pages.ts';
import { listShopBooks, saveShopBook } from '#server/books/admin-books.ts';
import { booksQuery } from '#server/books/api.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/books';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = booksQuery.safeParse(params);
  const notice = parsed.success ? null : `Filtro non valido: ${parsed.error.issues[0]?.message ?? ''}`;
  const query = parsed.success ? parsed.data : booksQuery.parse({});
  return {
    ...(await listShopBooks(vars.services.db, actor.tenant.id, query)),
    notice,
    codiceScuola: query.codiceScuola ?? null,
    enrichment: Boolean(vars.services.config.BOOK_ENRICHMENT_URL),
  };
}

/** The edit dialog's fields: an empty price goes back to the ministry's. */
const bookForm = z.object({
  isbn: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{4,20}$/, 'Libro non valido'),
  prezzoVendita: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v.replace(',', '.'))))
    .pipe(
      z
        .number({ error: 'Prezzo non valido' })
        .min(0, 'Il prezzo non può essere negativo')
        .max(1000, 'Prezzo troppo alto')
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Al massimo due decimali')
        .nullable(),
    ),
  descrizione: z.string().trim().max(4000, 'Descrizione troppo lunga'),
  disponibile: z.literal('on').optional(),
});

export type BookActionAnswer = { done?: string; isbn?: string; error?: string; fields?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const form = await request.formData();
  const refused = await guardForm(vars, form);
  if (refused) return data<BookActionAnswer>(refused.errors, { status: refused.status });
  const isbn = String(form.get('isbn') ?? '');
  try {
    const input = parseInput(bookForm, Object.fromEntries(form));
    const book = await saveShopBook(vars.services.db, {
      tenantId: actor.tenant.id,
      by: actor.ref,
      isbn: input.isbn,
      changes: {
        prezzoVendita: input.prezzoVendita,
        descrizione: input.descrizione || null,
        disponibile: input.disponibile === 'on',
      },
    });
    return data<BookActionAnswer>({ done: `«${book.titolo}» salvato.`, isbn });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<BookActionAnswer>({ ...errors, isbn }, { status });
  }
}
