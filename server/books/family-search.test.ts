import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { isbn10CheckDigit } from '#common/books/isbn.ts';
import type { Book } from '#common/books/views.ts';
import { hasSharedData, requireInCI, sharedDataDir } from '#tests/support/requirements.ts';
import { setTextbookDiscount } from '../pricing/discounts.ts';
import { importMinistry } from '../schools/import/importer.ts';
import { resolveSources } from '../schools/import/sources.ts';
import { ensureDefaultTenant } from '../tenants/default-tenant.ts';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';

// The family's book search (issue 12) on the real 2025-26 adoptions of Molise: ISBN-13 and
// ISBN-10 with or without dashes, words of title and author, schools that adopted each
// book, this shop's price, and clear Italian messages for mistyped or unknown ISBNs.

const available = requireInCI(hasSharedData, '../shared/data');
const molise = path.join(sharedDataDir, 'mim', '2025-26', 'ALTMOLISE000020250709.csv.gz');
// The most adopted book of Molise's lists: 44 schools, 8,19 €.
const CIELO = '9788809930087';

describeEachDatabase('book search for families (Molise 2025-26)', (kind) => {
  const app = useTestApp(kind);
  if (!available) return it.skip('needs ../shared/data');
  beforeAll(async () => {
    await importMinistry(app().services.database, resolveSources([molise]));
  }, 300_000);

  const get = async (url: string) => {
    const res = await app().request(url);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const search = async (q: string) => {
    const { status, body } = await get(`/api/books?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return body as { books: Book[]; total: number; isbn: string | null };
  };

  it('finds a book by ISBN-13 with or without dashes, with the schools that adopted it', async () => {
    for (const q of [CIELO, '978-88-09-93008-7', '978 8809930087']) {
      const found = await search(q);
      expect(found).toMatchObject({ total: 1, isbn: CIELO });
      expect(found.books[0]).toMatchObject({
        isbn: CIELO,
        titolo: 'UN CIELO A COLORI CL. 1-2-3',
        editore: 'GIUNTI SCUOLA',
        prezzo: 8.19,
        prezzoVendita: 8.19,
        sconto: 0,
        adozioni: 44,
        disponibile: true,
      });
    }
  });

  it('converts an ISBN-10 and checks every check digit with an Italian message', async () => {
    const ten = `880993008${isbn10CheckDigit('880993008')}`;
    expect((await search(`88-0993008-${ten.at(-1)}`)).books.map((b) => b.isbn)).toEqual([CIELO]);
    const wrong = await get('/api/books?q=978-88-09-93008-6');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      code: 'INVALID_ISBN',
      error: expect.stringMatching(/cifra \(di controllo\)/),
    });
    const short = await get('/api/books?q=978880993008');
    expect(short.body.error).toBe('Un ISBN ha 10 o 13 cifre: qui ce ne sono 12');
    expect((await get('/api/books?q=')).status).toBe(400);
  });

  it('finds books by words of title and author, the most adopted first', async () => {
    const cielo = await search('cielo colori');
    expect(cielo.books.slice(0, 2).map((b) => b.isbn)).toEqual([CIELO, '9788809930094']);
    expect(cielo.books[0]!.adozioni).toBeGreaterThan(cielo.books[1]!.adozioni);
    expect((await search('de rossi cielo')).books.map((b) => b.isbn)).toContain(CIELO);
    // Accents, case and a word still being typed.
    expect((await search('città delle no')).books.map((b) => b.isbn)).toContain('9788829859108');
    const giunti = await search('giunti');
    expect(giunti.total).toBeGreaterThan(10);
    expect(
      giunti.books.every(
        (b) => b.editore?.includes('GIUNTI') || b.titolo.includes('GIUNTI') || b.autore?.includes('GIUNTI'),
      ),
    ).toBe(true);
    expect((await search('zzqqxx')).books).toEqual([]);
  });

  it('gives one book by ISBN for "add by ISBN", with clear messages for wrong or unknown codes', async () => {
    const one = await get(`/api/books/${CIELO}`);
    expect(one.status).toBe(200);
    expect((one.body.book as Book).adozioni).toBe(44);
    expect((await get('/api/books/AIE201')).status).toBe(200);
    const bad = await get('/api/books/9788809930088');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/non corrisponde/);
    const unknown = await get('/api/books/9780306406157');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/^Nessun libro con ISBN 9780306406157 negli elenchi delle scuole/);
  });

  it('shows this shop’s discounted price, and the cart takes the book outside a class list', async () => {
    const { services } = app();
    const tenant = await ensureDefaultTenant(services.db, services.config);
    await setTextbookDiscount(services.db, { tenantId: tenant.id, publisher: null, percent: 5, by: 'test' });
    const [book] = (await search(CIELO)).books;
    // 8,19 € less 5 % = 7,7805 €, rounded half up.
    expect(book).toMatchObject({ prezzo: 8.19, prezzoVendita: 7.78, sconto: 5, prezzoPiuBasso30Giorni: 8.19 });
    const res = await app().request('/api/cart/quote', {
      method: 'POST',
      json: {
        items: [{ type: 'book', isbn: CIELO, scuola: { codice: '' }, classe: '', sezione: '', quantity: 1 }],
        shippingMethod: 'pickup',
      },
    });
    const quote = (await res.json()) as { items: { prezzo: number; prezzoListino: number; scuola: unknown }[] };
    expect(quote.items[0]).toMatchObject({ prezzo: 7.78, prezzoListino: 8.19 });
  });
});
