import { afterEach, expect, it } from 'vitest';
import { loginAsAdmin } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';

// Issue 13: the shop's own price for an adopted book, within the legal discount.

describeBrowser('back office: books', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('sets a shop price, refusing a discount above 15%, and the family sees it', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/books?codiceScuola=CAMM80001N`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Libri' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await expectAccessible(page);
    await shot(page, 'admin-books-375');

    const first = page.getByRole('button', { name: /^Modifica / }).first();
    const title = (await first.locator('.sr-only').textContent())!;
    await first.click();
    const dialog = page.getByRole('dialog');
    const hint = (await dialog.getByText(/Prezzo di copertina €/).textContent())!;
    const cover = Number(
      hint
        .match(/€\s?([\d.]+,\d{2})/)![1]!
        .replace('.', '')
        .replace(',', '.'),
    );
    await dialog.getByLabel('Prezzo del negozio (€)').fill((cover * 0.5).toFixed(2));
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.getByText(/15/).last().waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await shot(page, 'admin-book-dialog-375');

    const shopPrice = Math.ceil(cover * 0.9 * 100) / 100;
    await dialog.getByLabel('Prezzo del negozio (€)').fill(shopPrice.toFixed(2).replace('.', ','));
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await page.getByText(/salvato\.$/).waitFor();
    // The toast can show a frame before the dialog's close finishes: wait for it to go.
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain(shopPrice.toFixed(2).replace('.', ','));
  });

  it('the domain page of the platform’s own shop says where its address comes from', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/domain`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Dominio del negozio' }).waitFor();
    await page.getByText('si imposta con PUBLIC_URL').waitFor();
    await expectAccessible(page);
  });
});
