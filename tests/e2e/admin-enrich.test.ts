import http from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
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

// Issue 13, point 4: covers and descriptions for every book of a school from an Open
// Library-compatible service (a local fake here), followed on the page; covers are then
// served from the shop's own origin.

// A real, decodable PNG (the QR code library draws one) so the page shows a picture.
const PNG = await QRCode.toBuffer('Copertina di prova', { width: 120, margin: 1 });

describeBrowser('back office: book enrichment', () => {
  let fake: http.Server;
  let server: RunningServer;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Every edition exists, with one work and one cover: enough to enrich any adopted book.
    fake = http.createServer((req, res) => {
      const url = req.url ?? '';
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (/^\/isbn\/[0-9X]+\.json$/.test(url))
        return json({ number_of_pages: 208, covers: [777], works: [{ key: '/works/OL1W' }] });
      if (url === '/works/OL1W.json') return json({ description: 'Un libro di testo per la scuola media.' });
      if (url === '/b/id/777-L.jpg') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(PNG);
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    server = await startServer({
      BOOK_ENRICHMENT_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => fake?.close(() => resolve()));
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('enriches a school’s books with progress; covers come from the shop’s own address', async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    const { page } = browser;
    await loginAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/books?codiceScuola=CAMM80001N`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Libri' }).waitFor();
    await expect(page.getByText('Arricchito', { exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Arricchisci i libri della scuola CAMM80001N' }).click();
    const progress = page.getByTestId('enrich-progress');
    await expect.poll(() => progress.textContent(), { timeout: 60_000 }).toMatch(/^Fatto: \d+ arricchiti/);
    const enriched = Number(/Fatto: (\d+) arricchiti/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(enriched).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Arricchito', { exact: true }).count()).toBeGreaterThan(0);
    const src = await page.locator('table img').first().getAttribute('src');
    expect(src?.startsWith('/')).toBe(true);
    const cover = await page.request.get(`${server.url}${src}`);
    expect(cover.status()).toBe(200);
    expect(cover.headers()['content-type']).toBe('image/png');
    // The picture really decodes in the browser.
    await expect
      .poll(() =>
        page
          .locator('table img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, 'admin-books-enriched-1280');

    // Families see which books were enriched, in the class list and in the book search.
    const firstIsbn = (
      await page
        .locator('table')
        .getByText(/ISBN \d{13}/)
        .first()
        .textContent()
    )?.match(/ISBN (\d{13})/)?.[1];
    await page.goto(`${server.url}/libri?q=${firstIsbn}`);
    await page.getByText('Arricchito', { exact: true }).first().waitFor();
    await page.goto(`${server.url}/scuola/CAMM80001N?classe=1&sezione=A`);
    await page.getByTestId('book-row').getByText('Arricchito', { exact: true }).first().waitFor();
    await page.goto(`${server.url}/admin/books?codiceScuola=CAMM80001N`);

    // A cover of the shop's own, from the computer: type and size checked, then shown.
    await page
      .getByRole('button', { name: /^Modifica / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const upload = dialog.getByLabel('Copertina del negozio');
    await upload.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('non è una foto') });
    await dialog.getByText('Scegli un’immagine JPEG, PNG o WebP.').waitFor();
    const before = await dialog.locator('img').first().getAttribute('src');
    const own = await QRCode.toBuffer('Copertina scelta dal negozio', { width: 140, margin: 1 });
    await upload.setInputFiles({ name: 'copertina.png', mimeType: 'image/png', buffer: own });
    await dialog.getByText('Copertina caricata.').waitFor();
    await expect.poll(() => dialog.locator('img').first().getAttribute('src')).not.toBe(before);
    await dialog.getByRole('button', { name: /^Torna alla copertina originale/ }).click();
    await dialog.getByText('Copertina del negozio tolta.').waitFor();
    await expectAccessible(page);
  });
});
