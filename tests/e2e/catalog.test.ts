import { afterEach, expect, it } from 'vitest';
import { loginAsAdmin } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';

// The e2e server runs on the demo catalogue (server/catalog/demo-products.ts).

describeBrowser('catalogue', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('filters the catalogue, opens a product and adds 3 to the cart', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/products`);
    await refuseCookies(page);
    await page.getByRole('heading', { name: /^\d+ prodotti trovati$/ }).waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');

    // Typing filters after a pause, without pressing anything (SPEC.md: 500 ms debounce).
    await page.getByLabel('Cerca prodotti').fill('quaderni');
    await page.waitForURL(/search=quaderni/);
    await page.getByRole('button', { name: 'Filtri' }).click();
    await page.getByLabel('Categoria').selectOption('Quaderni');
    await page.waitForURL(/categoria=Quaderni/);
    await page.getByLabel('Prezzo max (€)').fill('2');
    await page.waitForURL(/maxPrezzo=2/);
    const heading = page.getByRole('heading', { name: /prodott[oi] trovat[oi]$/ });
    await expect.poll(() => heading.textContent()).toBe('3 prodotti trovati');
    const names = await page.locator('article h3').allTextContents();
    expect(names.sort()).toEqual(
      [
        'Quaderno A4 a quadretti 5 mm',
        'Quaderno A4 a righe di 1ª elementare',
        'Quaderno pentagrammato per musica',
      ].sort(),
    );

    await page.getByRole('link', { name: 'Quaderno A4 a quadretti 5 mm', exact: true }).click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Quaderno A4 a quadretti 5 mm' }).waitFor();
    const plus = page.getByRole('button', { name: 'Aumenta quantità' });
    await expect.poll(() => plus.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Diminuisci quantità' }).isDisabled()).toBe(true);
    await plus.click();
    await plus.click();
    await expect.poll(() => page.getByLabel('Quantità', { exact: true }).textContent()).toBe('3');
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByRole('button', { name: 'Aggiunto al carrello!' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');
    // The confirmation lasts 2 seconds, then the button is back.
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).waitFor({ timeout: 5000 });
    expect(formatViolations(await seriousViolations(page))).toBe('');

    // The favourite button works for a visitor (kept in the browser across reloads).
    await page.getByRole('button', { name: 'Aggiungi ai preferiti' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Togli dai preferiti' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');
  });

  it('an unknown product is a 404 "Prodotto non trovato" with a way back', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const res = await page.goto(`${baseUrl()}/products/987654`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Prodotto non trovato' }).waitFor();
    expect(await page.getByRole('link', { name: 'Torna ai prodotti' }).count()).toBe(1);
  });

  it('works without JavaScript: the filters are a plain GET form', async () => {
    browser = await openBrowser({ javaScriptEnabled: false });
    const { page } = browser;
    await page.goto(`${baseUrl()}/products`);
    await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await page.waitForLoadState();
    await page.getByLabel('Categoria').selectOption('Zaini');
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    await page.waitForURL(/categoria=Zaini/);
    await page.getByRole('heading', { name: '4 prodotti trovati' }).waitFor();
  });

  it('on a phone the filter panel is folded before and after hydration; without JavaScript the server opens it', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    const panel = page.locator('#catalog-filters');
    // The HTML as the server sent it: folded (a panel folded by hydration moved the results).
    const html = await (await page.request.get(`${baseUrl()}/products`)).text();
    expect(html).toMatch(/id="catalog-filters" class="[^"]*\bhidden lg:grid\b/);
    await page.goto(`${baseUrl()}/products`);
    await refuseCookies(page);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtri' }).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    // Enter in a field applies the filters (it must not "click" the Filtri toggle).
    await page.getByLabel('Cerca prodotti').fill('zaino');
    await page.getByLabel('Cerca prodotti').press('Enter');
    await page.waitForURL(/search=zaino/);
    expect(await panel.isVisible()).toBe(true);
    await browser.close();

    browser = await openBrowser({ javaScriptEnabled: false, width: 375, height: 800 });
    const noScript = browser.page;
    await noScript.goto(`${baseUrl()}/products`);
    await noScript.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await noScript.waitForLoadState();
    expect(await noScript.locator('#catalog-filters').isVisible()).toBe(false);
    await noScript.getByRole('button', { name: 'Filtri' }).click();
    await noScript.waitForURL(/filtri=1/);
    expect(await noScript.locator('#catalog-filters').isVisible()).toBe(true);
    await noScript.getByLabel('Categoria').selectOption('Zaini');
    await noScript.getByRole('button', { name: 'Applica filtri' }).click();
    await noScript.getByRole('heading', { name: '4 prodotti trovati' }).waitFor();
  });

  it('an admin creates a product that then appears in the shop', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/products`);
    await refuseCookies(page);
    await page.getByRole('heading', { name: 'Prodotti', level: 1 }).waitFor();
    const newButton = page.getByRole('button', { name: 'Nuovo prodotto' });
    await expect.poll(() => newButton.isEnabled()).toBe(true);
    await newButton.click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo prodotto' });
    await dialog.waitFor();

    // The browser's check first: a name is required.
    await dialog.getByRole('button', { name: 'Salva prodotto' }).click();
    await dialog.getByText('Il nome è obbligatorio').waitFor();

    await dialog.getByLabel('Nome *').fill('Righello flessibile 20 cm');
    await dialog.getByLabel('Categoria *').selectOption('Geometria');
    await dialog.getByLabel('Prezzo di acquisto (€) *').fill('2,00');
    await dialog.getByLabel('Sconto %').fill('10');
    await dialog.getByText('€ 2,50').first().waitFor();
    await dialog.getByLabel('Immagine 1', { exact: true }).fill('https://immagine-inesistente.invalid/righello.png');
    await dialog.getByText('Errore caricamento').waitFor();
    await dialog.getByLabel('Immagine 1', { exact: true }).fill('/demo/products/geometria-verde-1.svg');
    await dialog.getByLabel(/^Caratteristiche/).fill('nuovo, flessibile');
    // The browser checks the price's form; its ceiling is the server's to tell, after the post,
    // beside the field as the browser's own messages are (decision 0037).
    const price = dialog.getByLabel('Prezzo di acquisto (€) *');
    await price.fill('200000');
    await dialog.getByRole('button', { name: 'Salva prodotto' }).click();
    await dialog.getByText('Il prezzo è troppo alto').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await price.fill('2,00');
    await expect.poll(() => dialog.getByText('Il prezzo è troppo alto').count()).toBe(0);
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await dialog.getByRole('button', { name: 'Salva prodotto' }).click();
    await page.getByText('Prodotto “Righello flessibile 20 cm” salvato.').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('cell', { name: 'Righello flessibile 20 cm', exact: true }).waitFor();

    await page.goto(`${baseUrl()}/products?search=righello+flessibile`);
    const card = page.locator('article', { hasText: 'Righello flessibile 20 cm' });
    await card.waitFor();
    // 2.00 € + 25 % = 2.50 €, less 10 % = 2.25 € (computed by the server).
    expect(await card.textContent()).toContain('€\u00a02,25');
    expect(await card.textContent()).toContain('NUOVO');
  });
});
