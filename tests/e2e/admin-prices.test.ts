import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { loginAsAdmin } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 12, point 5: the shop's discount on adopted textbooks, set in the back office within
// the legal cap, shown to families as the cover price struck through beside the shop's.
// Its own server: a general discount changes every book's price.

describeBrowser('back office: textbook discount', () => {
  let server: RunningServer;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('refuses 20%, saves 10% and a publisher’s 5%; the class list shows the struck-through cover price', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/prezzi`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Sconto sui libri di testo' }).waitFor();
    await page.getByText('Ora nessuno sconto').waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);

    const general = page.getByRole('region', { name: 'Sconto generale' });
    await general.getByLabel('Sconto (%)').fill('20');
    await general.getByRole('button', { name: 'Salva lo sconto generale' }).click();
    await general.getByText(/non può superare il 15%/).waitFor();
    await expect(general.getByLabel('Sconto (%)').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page);
    await shot(page, 'admin-prices-refused-375');

    await general.getByLabel('Sconto (%)').fill('10');
    await general.getByRole('button', { name: 'Salva lo sconto generale' }).click();
    await page.getByText('Sconto generale di 10% salvato').waitFor();
    await page.getByText('Ora: 10% su tutti i libri di testo').waitFor();

    const publishers = page.getByRole('region', { name: 'Sconti per editore' });
    await publishers.getByLabel('Editore').fill('Zanichelli');
    await publishers.getByLabel('Sconto (%)').fill('5');
    await publishers.getByRole('button', { name: 'Salva', exact: true }).click();
    await page
      .getByText(/Sconto di 5% sui libri di ZANICHELLI salvato|Sconto di 5% sui libri di Zanichelli salvato/i)
      .waitFor();
    await publishers.getByRole('cell', { name: /^zanichelli$/i }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-prices-375');

    // The family's class list: cover price struck through, 10% off (5% for Zanichelli).
    await page.goto(`${server.url}/scuola/CAMM80001N?classe=2&sezione=A`);
    const row = page
      .getByTestId('book-row')
      .filter({ hasText: /Giunti/ })
      .first();
    const text = (await row.textContent()) ?? '';
    const prices = [...text.matchAll(/€\s?(\d+,\d{2})/g)].map((m) => Number(m[1]!.replace(',', '.')));
    const [cover, shop] = prices;
    expect(cover).toBeGreaterThan(0);
    expect(shop).toBeCloseTo(Math.round(cover! * 90) / 100, 2);
    await expect(row.locator('s').count()).resolves.toBe(1);
    await shot(page, 'class-list-discount-375');

    // Taking the publisher's discount away records the change.
    await page.goto(`${server.url}/admin/prezzi`);
    await page.getByRole('button', { name: /^Togli lo sconto di /i }).click();
    await page.getByText(/tolto: i suoi libri hanno lo sconto generale/).waitFor();
    await page.getByRole('region', { name: 'Ultime modifiche' }).getByText('tolto').waitFor();
  });
});
