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
import { placeOrder } from './support/orders.ts';

// Issue 13: the shop works an order from the back office's pages, from "in attesa" to
// handed over, with the payment taken at the counter.

describeBrowser('back office: orders', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('finds an order by its scanned number and works it to "completato" with a payment at the counter', async () => {
    const { number, email } = await placeOrder(baseUrl());
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/orders`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Ordini' }).waitFor();
    await page.getByRole('link', { name: number }).waitFor();
    // The wide table scrolls inside its region; the page itself stays 375 px wide.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await expectAccessible(page);
    await shot(page, 'admin-orders-375');

    // Filters stay in the URL; the scanner types the number and Enter.
    await page.getByLabel('Cerca o scansiona').fill(email);
    await page.getByRole('button', { name: 'Filtra' }).click();
    await page.waitForURL(/q=famiglia/);
    await expect.poll(() => page.getByRole('link', { name: /^\d{4}-\d{6}$/ }).count()).toBe(1);
    await page.getByLabel('Cerca o scansiona').fill(number);
    await page.getByLabel('Cerca o scansiona').press('Enter');
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: `Ordine ${number}` }).waitFor();
    // Paid at the counter: no hand-made "Pagato" for this order, the payments form instead.
    await expect(page.getByRole('button', { name: /Pagato|Bonifico ricevuto/ }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await shot(page, 'admin-order-375');

    await page.getByRole('button', { name: 'Segna «In preparazione»' }).click();
    await page.getByText('Stato dell’ordine aggiornato').waitFor();
    // "Tutti arrivati": the default state of the lines' form, applied to every book.
    await page.getByRole('button', { name: 'Applica a tutti' }).click();
    await page.getByText('Libri aggiornati.').waitFor();
    const lineStates = page.locator('[id^="line-"][id$="-state"]');
    await expect.poll(() => lineStates.allTextContents()).toEqual(['Arrivato in libreria', 'Arrivato in libreria']);
    await page.getByRole('button', { name: 'Segna «Pronto per il ritiro»' }).click();
    await page.getByText('Stato dell’ordine aggiornato').waitFor();

    // Handing over an unpaid order is refused with the reason, then the payment is taken.
    await page.getByRole('button', { name: 'Consegnato al cliente' }).click();
    await page.getByRole('alert').filter({ hasText: 'Registra prima il pagamento' }).waitFor();
    await page.getByLabel('Incassato con').selectOption('pos');
    await page.getByRole('button', { name: 'Registra' }).click();
    await page.getByText('Pagamento registrato.').waitFor();
    await page.getByText(/Pagato il/).waitFor();
    await page.getByRole('button', { name: 'Consegnato al cliente' }).click();
    await page.getByText('Ordine consegnato al cliente.').waitFor();
    await page.getByText('Completato', { exact: true }).first().waitFor();
    // A completed, paid order can still be refunded, nothing else.
    await expect(page.getByRole('button', { name: /^Segna/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Rimborsa' }).waitFor();
    await expect.poll(() => lineStates.allTextContents()).toEqual(['Consegnato', 'Consegnato']);

    await page.getByLabel('Nuova nota').fill('Ritirato dalla nonna');
    await page.getByRole('button', { name: 'Aggiungi nota' }).click();
    await page.getByText('Ritirato dalla nonna').waitFor();
    await shot(page, 'admin-order-done-375');

    await page.getByRole('link', { name: 'Scheda da stampare' }).click();
    await page.getByRole('img', { name: `Codice a barre dell’ordine ${number}` }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-order-slip');
  });

  it('exports the filtered list as a CSV for Italian spreadsheets', async () => {
    const { number, email } = await placeOrder(baseUrl());
    browser = await openBrowser();
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(
      `${baseUrl()}/admin/orders?q=${encodeURIComponent(email)}&stato=in_attesa_pagamento&sort=numero&dir=desc`,
    );
    await shot(page, 'admin-orders-1280');
    const href = await page.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href');
    expect(href).toContain('stato=in_attesa_pagamento');
    expect(href).toContain('sort=-numero');
    const res = await page.request.get(`${baseUrl()}${href}`);
    const text = await res.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toContain('Numero;Data;Stato');
    expect(text).toContain(number);
  });

  it('statistics: charts made on the server, each with its table and CSV', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/stats`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Statistiche' }).waitFor();
    await page.getByRole('heading', { name: 'Incassi per giorno' }).waitFor();
    // ECharts' SVG is in the HTML: no chart script runs in the browser.
    await expect(page.locator('section svg').count()).resolves.toBeGreaterThan(1);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await page.getByText('Tabella dei dati').first().click();
    await page.getByRole('columnheader', { name: 'Incasso (€)' }).waitFor();
    const csv = await page.getByRole('link', { name: 'CSV' }).first().getAttribute('href');
    expect(csv).toMatch(/^\/api\/admin\/stats\.csv\?da=\d{4}-\d{2}-\d{2}&a=\d{4}-\d{2}-\d{2}&tabella=vendite$/);
    expect((await page.request.get(`${baseUrl()}${csv}`)).status()).toBe(200);
    await expectAccessible(page);
    await shot(page, 'admin-stats-375');
    // A range the wrong way round says why and shows the last 30 days.
    await page.goto(`${baseUrl()}/admin/stats?da=2026-09-10&a=2026-09-01`);
    await page.getByRole('alert').filter({ hasText: 'la data iniziale viene dopo quella finale' }).waitFor();
  });

  it('a person: their orders here, a password link, blocked and unblocked', async () => {
    const { number, email } = await placeOrder(baseUrl());
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/users?q=${encodeURIComponent(email)}`);
    await refuseCookies(page);
    await page.getByRole('link', { name: email }).click();
    await page.getByRole('heading', { level: 1, name: 'Marta Sanna' }).waitFor();
    await page.getByRole('link', { name: number }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-person-375');
    await page.getByRole('button', { name: 'Manda link per la password' }).click();
    await page.getByText(`Link per reimpostare la password mandato a ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Blocca l’account' }).click();
    await page.getByText(/^Account bloccato: \d+ sessioni chiuse\.$/).waitFor();
    await page.getByText(/^Bloccato dal/).waitFor();
    await page.getByRole('button', { name: 'Sblocca' }).click();
    await page.getByText('Account sbloccato.').waitFor();
  });
});
