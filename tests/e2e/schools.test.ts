import { afterEach, expect, it } from 'vitest';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';

// The e2e server runs on the demo data (server/schools/demo.ts), imported through the real
// ministry importer: Sardegna › Cagliari › Cagliari has a primary school, a lower
// secondary school and the Liceo "Galileo Galilei" CAPS00000U.

describeBrowser('school finder', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('region → province → town → school → class → section → adds the selected books to the cart', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/search`);
    await refuseCookies(page);
    await page.getByLabel('Regione').selectOption('Sardegna');
    await page.waitForURL(/regione=Sardegna/);
    // Changing the region clears what was below it.
    await expect.poll(() => page.getByLabel('Comune', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Provincia').selectOption('Cagliari');
    await page.waitForURL(/provincia=Cagliari/);
    await page.getByLabel('Comune', { exact: true }).selectOption('Cagliari');
    await page.getByRole('heading', { name: /Scuole trovate \(3\)/ }).waitFor();
    await page.getByLabel('Tipologia scuola').waitFor({ state: 'visible', timeout: 5000 });
    await page
      .getByRole('link', { name: /Galileo Galilei/ })
      .first()
      .click();
    await page.waitForURL(/\/scuola\/CAPS00000U$/);
    await expect.poll(() => page.getByText('Seleziona una classe').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Sezione').isDisabled()).toBe(true);
    await page.getByLabel('Classe').selectOption('3');
    await page.waitForURL(/classe=3/);
    // A class without a section is only browsed: no prices, no checkboxes, no add button.
    await page.getByTestId('choose-list').waitFor();
    await expect(page.getByRole('button', { name: /^Aggiungi/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await page.getByLabel('Sezione').selectOption('A');
    await page.waitForURL(/sezione=A/);
    const addAll = page.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    await addAll.waitFor();
    // Wait for the page's own selection (only "da acquistare" books) to be applied.
    await expect.poll(() => addAll.isEnabled()).toBe(true);
    const label = (await addAll.textContent()) ?? '';
    const selectedCount = Number(/Aggiungi (\d+)/.exec(label)?.[1]);
    const mustBuy = await page.getByRole('checkbox', { checked: true }).count();
    expect(selectedCount).toBe(mustBuy);
    expect(selectedCount).toBeGreaterThan(0);
    await addAll.click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(String(selectedCount));
    const inCart = page.getByRole('link', { name: 'Nel carrello · Vai al carrello' });
    await inCart.waitFor();
    await expect(page.getByText('Già nel carrello per questa classe').count()).resolves.toBe(selectedCount);
    // The cart survives a reload (localStorage), and the list still knows it is in the cart.
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(String(selectedCount));
    await inCart.waitFor();
  });

  it('adds a list once: a second add never raises quantities; recommended books are not preselected', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    // The lower secondary school: MUSICA is "consigliato: approfondimento" in the demo files.
    await page.goto(`${baseUrl()}/scuola/CAMM80001N?classe=1&sezione=B`);
    await refuseCookies(page);
    await page.getByRole('heading', { name: 'Facoltativi' }).waitFor();
    const optional = page.locator('section[aria-labelledby="facoltativi"]').getByRole('checkbox');
    await expect.poll(() => optional.count()).toBeGreaterThan(0);
    await expect.poll(() => optional.first().isEnabled()).toBe(true);
    await expect(optional.first().isChecked()).resolves.toBe(false);
    // Headings in order: h1 school, h2 list, h3 groups, h4 subjects; never a level skipped.
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5')].map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    const addAll = page.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    const count = Number(/Aggiungi (\d+)/.exec((await addAll.textContent()) ?? '')?.[1]);
    await addAll.click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(String(count));
    // Ticking the optional book offers to add that one only; the rest stays one copy each.
    await optional.first().check();
    const addOne = page.getByRole('button', { name: /^Aggiungi 1 libro · € / });
    await addOne.click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(String(count + 1));
    // The same list again, as a new visit: nothing more to add, quantities unchanged.
    await page.goto(`${baseUrl()}/scuola/CAMM80001N?classe=1&sezione=B`);
    await page.getByRole('link', { name: 'Nel carrello · Vai al carrello' }).click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(String(count + 1));
    const quantities = await page.locator('output[aria-label^="Quantità"]').allTextContents();
    expect(quantities.length).toBe(count + 1);
    expect(quantities.every((q) => q.trim() === '1')).toBe(true);
  });

  it('stepping through classes with the arrow keys loads only the class it stops on', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/scuola/CAPS00000U`);
    await refuseCookies(page);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/scuola/CAPS00000U.data')) loads.push(request.url());
    });
    await page.getByLabel('Classe').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.waitForURL(/classe=4/);
    await page.getByRole('heading', { name: 'Classe 4ª A' }).waitFor();
    expect(loads).toHaveLength(1);
    // Focus stays on the select (only the query changed).
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('classe');
  });

  it('asks for the study plan where a section has two before showing prices', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/scuola/CAPS00000U?classe=1&sezione=B`);
    await refuseCookies(page);
    await page.getByTestId('choose-list').waitFor();
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await page.getByLabel('Piano di studi').selectOption({ label: 'Liceo scientifico - Opzione scienze applicate' });
    await page.waitForURL(/piano=/);
    await page.getByRole('button', { name: /^Aggiungi \d+ libri · € / }).waitFor();
    // Scienze applicate has no Latin.
    await expect(page.getByText('Lingua e cultura latina').count()).resolves.toBe(0);
  });

  it('runs a school page served from the page cache (hash CSP) like a fresh one', async () => {
    const url = `${baseUrl()}/scuola/CAPS00000U?classe=3&sezione=A`;
    // A first visitor renders the page; the second (no cookies either) gets it from memory.
    const primer = await fetch(url);
    expect(primer.headers.get('content-security-policy')).toContain("'nonce-");
    browser = await openBrowser({ width: 1280, height: 900 });
    const { page } = browser;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toMatch(/'sha256-/);
    // The consent bar is the page's own script at work too.
    await refuseCookies(page);
    const addAll = page.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    await addAll.waitFor();
    // Enabled once React has hydrated the page: its scripts ran under the hash CSP.
    await expect.poll(() => addAll.isEnabled()).toBe(true);
    const count = /Aggiungi (\d+)/.exec((await addAll.textContent()) ?? '')?.[1];
    await addAll.click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(count);
    expect(refused).toEqual([]);
  });

  it('works without JavaScript: the same search as plain forms', async () => {
    browser = await openBrowser({ javaScriptEnabled: false });
    const { page } = browser;
    await page.goto(`${baseUrl()}/search`);
    await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await page.waitForLoadState();
    await page.getByLabel('Regione').selectOption('Sardegna');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/regione=Sardegna/);
    await page.getByLabel('Provincia').selectOption('Cagliari');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/provincia=Cagliari/);
    await page.getByLabel('Comune', { exact: true }).selectOption('Cagliari');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.getByRole('heading', { name: /Scuole trovate \(3\)/ }).waitFor();
    await page.getByRole('link', { name: /Galileo Galilei/ }).click();
    await page.waitForURL(/\/scuola\/CAPS00000U/);
    await page.getByLabel('Classe').selectOption('1');
    await page.getByRole('button', { name: 'Mostra' }).click();
    await page.waitForURL(/classe=1/);
    await expect(page.getByText('ISBN').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
  });

  it('finds a school by a misspelled name typed without accents', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/search`);
    await refuseCookies(page);
    await page.getByLabel('Nome della scuola, comune o codice').fill('grazia deledda sasari');
    // Enter with no suggestion chosen submits the form: the full list of results.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Scuole trovate/ }).waitFor();
    await expect(page.getByRole('link', { name: /Grazia Deledda” Sassari/ }).count()).resolves.toBe(1);
  });

  it('answers an unknown school code with "Scuola non trovata" and 404', async () => {
    browser = await openBrowser();
    const res = await browser.page.goto(`${baseUrl()}/scuola/XXXX99999Z`);
    expect(res?.status()).toBe(404);
    await expect(browser.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Scuola non trovata');
    await expect(browser.page.getByText('XXXX99999Z').count()).resolves.toBe(1);
  });

  it('has no serious accessibility violations on /search and the school page', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/search?regione=Sardegna&provincia=Cagliari&comune=Cagliari`);
    await refuseCookies(page);
    let violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.goto(`${baseUrl()}/scuola/CAMM80001N?classe=1&sezione=B`);
    await page.getByRole('button', { name: /^Aggiungi \d+ libri · € / }).waitFor();
    violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
