import { afterEach, expect, it } from 'vitest';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';

// Issue 12: the school search box with suggestions (ARIA combobox) and the book search by
// ISBN or words, on the demo data (server/schools/demo.ts): Cagliari's primary school is
// "CAGLIARI - VIA DANTE ALIGHIERI" CAEE80001G; "L'AMALDI PER I LICEI SCIENTIFICI 3" has
// ISBN 9788851106331.

const DEMO_ISBN = '978-88-511-0633-1';

describeBrowser('school and book search', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('suggests schools while typing and opens the one chosen with the keyboard', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await refuseCookies(page);
    const box = page.getByRole('combobox', { name: 'Nome della scuola, comune o codice' });
    await box.click();
    await box.pressSequentially('alighieri cagliari');
    const options = page.getByRole('listbox', { name: 'Scuole suggerite' }).getByRole('option');
    await options.first().waitFor();
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    // The count is announced in a live region.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /scuol[ae] suggerit[ae]/ })
          .count(),
      )
      .toBe(1);
    await expect(options.first().textContent()).resolves.toMatch(/Cagliari - via Dante Alighieri/i);
    const violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`).getAttribute('aria-selected')).resolves.toBe('true');
    // Esc closes the list, typing opens it again.
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/scuola\/CAEE80001G$/);
  });

  it('works as a plain GET form without JavaScript', async () => {
    browser = await openBrowser({ width: 375, height: 800, javaScriptEnabled: false });
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    // Without JavaScript the cookie choice is a plain form post.
    await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await page.getByTestId('cookie-overlay').waitFor({ state: 'detached' });
    await page.getByLabel('Nome della scuola, comune o codice').fill('alighieri cagliari');
    await page.getByRole('search', { name: 'Cerca la scuola' }).getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/\/search\?nome=alighieri\+cagliari/);
    await page
      .getByRole('link', { name: /Cagliari - via Dante Alighieri/i })
      .first()
      .waitFor();
    await page.goto(`${baseUrl()}/libri?q=${encodeURIComponent(DEMO_ISBN)}`);
    await page.getByRole('heading', { name: /L’amaldi per i licei scientifici 3/i }).waitFor();
  });

  it('finds a book by ISBN with dashes and adds it to the cart outside a class list', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/libri`);
    await refuseCookies(page);
    await page.getByLabel('ISBN, titolo o autore', { exact: true }).fill(DEMO_ISBN);
    await page.getByLabel('ISBN, titolo o autore', { exact: true }).press('Enter');
    await page.waitForURL(/\/libri\?q=/);
    await page.getByRole('heading', { name: /L’amaldi per i licei scientifici 3/i }).waitFor();
    await expect(page.getByText(/Adottato da \d+ scuol/).count()).resolves.toBe(1);
    let violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');
    await page.getByRole('link', { name: 'Nel carrello · Vai al carrello' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText('Fuori dagli elenchi di classe').waitFor();
    await expect(page.getByText(/ISBN 9788851106331|amaldi/i).count()).resolves.toBeGreaterThan(0);

    // A malformed ISBN gets the Italian message on the field.
    await page.goto(`${baseUrl()}/libri`);
    await page.getByLabel('ISBN, titolo o autore', { exact: true }).fill('978-88-511-0633-2');
    await page.getByLabel('ISBN, titolo o autore', { exact: true }).press('Enter');
    await page.getByText(/ISBN non valido: l’ultima cifra \(di controllo\) non corrisponde/).waitFor();
    await expect(page.getByLabel('ISBN, titolo o autore', { exact: true }).getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await page.getByLabel('ISBN, titolo o autore', { exact: true }).fill('978-88-123');
    await page.getByLabel('ISBN, titolo o autore', { exact: true }).press('Enter');
    await page.getByText('Un ISBN ha 10 o 13 cifre: qui ce ne sono 8').waitFor();
    violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
