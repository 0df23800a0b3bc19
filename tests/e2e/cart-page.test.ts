import { formatViolations, seriousViolations } from './support/browser.ts';
import { describeBrowser, expect, test } from './support/fixtures.ts';

describeBrowser('cart page', () => {
  test.override({ viewport: { width: 375, height: 800 } });

  test('keeps a line that can no longer be sold, marked with the reason and a remove button', async ({
    page,
    navigate,
    refuseCookies,
  }) => {
    await navigate('/scuola/:code', { params: { code: 'CAMM80001N' }, search: { classe: '2', sezione: 'A' } });
    await refuseCookies();
    const addAll = page.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    await expect.poll(() => addAll.isEnabled()).toBe(true);
    await addAll.click();
    // A book the ministry no longer lists (an old saved cart): the server cannot price it.
    await page.evaluate(() => {
      const key = 'cartella:carrello-libri';
      const saved = JSON.parse(localStorage.getItem(key) ?? '{"items":[]}');
      saved.items.push({
        type: 'book',
        isbn: '9780000000002',
        titolo: 'LIBRO RITIRATO',
        autore: 'ROSSI MARIA',
        editore: 'ZANICHELLI',
        prezzo: 10,
        copertina: null,
        quantity: 1,
        scuola: { nome: 'SCUOLA MEDIA', codice: 'CAMM80001N' },
        classe: '2',
        sezione: 'A',
      });
      localStorage.setItem(key, JSON.stringify(saved));
    });
    await navigate('/cart');
    const problem = page.getByTestId('line-problem');
    await problem.waitFor();
    await expect(problem.textContent()).resolves.toContain('9780000000002');
    await expect(page.getByText('Libro ritirato').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: /^Procedi/ }).count()).resolves.toBe(0);
    expect(formatViolations(await seriousViolations(page))).toBe('');
    // Headings in order: h1, then h2 sections, then the lines' h3.
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Rimuovi Libro ritirato dal carrello' }).click();
    await problem.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Procedi', exact: true }).waitFor();
  });
});
