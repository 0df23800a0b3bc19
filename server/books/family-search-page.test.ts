import { expect, it } from 'vitest';
import { ensureDefaultTenant } from '../tenants/default-tenant.ts';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';
import { loadBookSearchPage } from './family-search-page.ts';

// The /libri page's loader: a mistyped ISBN (however short) becomes the parser's Italian
// message on the page instead of a word search or an error page.

describeEachDatabase('book search page loader', (kind) => {
  const app = useTestApp(kind);
  const load = async (q: string | null) => {
    const { services } = app();
    const tenant = await ensureDefaultTenant(services.db, services.config);
    const url = new URL('http://shop.test/libri');
    if (q !== null) url.searchParams.set('q', q);
    return loadBookSearchPage(services.db, tenant.id, url);
  };

  it('without a query searches nothing', async () => {
    await expect(load(null)).resolves.toEqual({ q: '', books: [], total: 0, isbn: null, error: null });
  });

  it('says what is wrong with a short or mistyped ISBN', async () => {
    await expect(load('978-88-123')).resolves.toMatchObject({
      books: [],
      error: 'Un ISBN ha 10 o 13 cifre: qui ce ne sono 8',
    });
    const wrongDigit = await load('978-88-511-0633-2');
    expect(wrongDigit.error).toMatch(/^ISBN non valido: l’ultima cifra \(di controllo\) non corrisponde/);
  });

  it('reads a valid ISBN with dashes as that ISBN, and words as words', async () => {
    await expect(load('978-88-511-0633-1')).resolves.toMatchObject({ isbn: '9788851106331', error: null });
    await expect(load('storia 1984')).resolves.toMatchObject({ isbn: null, error: null });
  });
});
