import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { brandColor } from '#common/tenants/palette.ts';
import { signInOwnerOnHost } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';
import { makePng } from './support/png.ts';

// Issue 14: a bookshop registers with its name and a free address, gives its shop a logo
// and a colour, previews it while it is in preparation (visitors still wait), and its legal
// pages name it as seller.

/** A 240×64 logo: a dark tile and three bars, on transparency. */
const LOGO = makePng(240, 64, (x, y) => {
  if (x < 64) return [120, 30, 40, 255];
  const bar = (y > 12 && y < 22) || (y > 28 && y < 36 && x < 200) || (y > 42 && y < 50 && x < 160);
  return bar && x > 76 ? [30, 30, 30, 255] : [0, 0, 0, 0];
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describeBrowser('bookshop: registration, logo, colour, preview and legal pages', (baseUrl) => {
  const browsers: Browser[] = [];
  afterAll(async () => {
    for (const b of browsers) await b.close();
  });

  it('registers with a free address, brands the shop and previews it', async () => {
    const base = baseUrl();
    const port = new URL(base).port;
    const tag = randomBytes(3).toString('hex');
    const shopName = `Libreria Sanna ${tag}`;
    const slug = `libreria-sanna-${tag}`;
    const email = `${slug}@example.com`;
    const password = 'Quaderno-Verde-2026';

    // Registration: the address follows the name and is checked while typing.
    for (const width of [1280, 375]) {
      const b = await openBrowser({ width, height: 900 });
      browsers.push(b);
      await b.page.goto(`${base}/auth/register?tipo=libreria`);
      await refuseCookies(b.page);
      await b.page.getByLabel('Nome della libreria').fill(shopName);
      await expect(b.page.getByLabel('Indirizzo del negozio').inputValue()).resolves.toBe(slug);
      await expect.poll(() => b.page.getByTestId('domain-check').textContent()).toBe(`${slug}.cartella.shop è libero`);
      await b.page.getByLabel('Indirizzo del negozio').fill('admin');
      await expect
        .poll(() => b.page.getByTestId('domain-check').textContent())
        .toBe('Questo nome è riservato: scegline un altro');
      await expectAccessible(b.page);
      await shot(b.page, `register-bookshop-check-${width}`);
      await b.page.getByLabel('Indirizzo del negozio').fill(slug);
      await expect.poll(() => b.page.getByTestId('domain-check').textContent()).toBe(`${slug}.cartella.shop è libero`);
    }
    const { page: signUp } = browsers[browsers.length - 1]!;
    await signUp.getByLabel('Nome e cognome').fill('Giulia Sanna');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Conferma password').fill(password);
    await signUp.getByRole('button', { name: 'Registra libreria' }).click();
    await signUp.waitForURL(`${base}/`);
    // Taken now: the other form says so.
    const first = browsers[0]!.page;
    await first.getByLabel('Indirizzo del negozio').fill(`${slug}x`);
    await first.getByLabel('Indirizzo del negozio').fill(slug);
    await expect.poll(() => first.getByTestId('domain-check').textContent()).toBe('Questo dominio è già in uso');

    // The owner on the shop's own host.
    const host = `http://${slug}.cartella.shop:${port}`;
    const owner = await openBrowser({ width: 1280, height: 900, hostResolverRules: 'MAP *.cartella.shop 127.0.0.1' });
    browsers.push(owner);
    const { page } = owner;
    await signInOwnerOnHost(page, host, { email, password }, '/admin/negozio');

    // Identity with a REA number, checked.
    await page.getByLabel('Ragione sociale').fill(`Libreria Sanna ${tag} S.r.l.`);
    await page.getByLabel('Partita IVA').fill('01234567897');
    await page.getByLabel('Numero REA').fill('CA-12');
    await page.getByLabel('Numero REA').fill('XX-123456');
    await page.getByLabel('Indirizzo della sede').fill('Via Manno 12');
    await page.getByLabel('Città').fill('Cagliari');
    await page.getByLabel('Orari di apertura').fill('Lunedì–sabato 9–13 e 16–19:30');
    await page.getByLabel('E-mail').fill(`info@${slug}.it`);
    await page.getByLabel('Telefono').fill('070 123456');
    await page.getByRole('button', { name: 'Salva i dati del negozio' }).click();
    await page.getByText(/REA non valido/).waitFor();
    await page.getByLabel('Numero REA').fill('ca 123456');
    await page.getByRole('button', { name: 'Salva i dati del negozio' }).click();
    await page.getByText('Dati del negozio salvati.').waitFor();
    await expect.poll(() => page.getByLabel('Numero REA').inputValue()).toBe('CA-123456');

    // Logo: checked before sending when too large, by its bytes on the server otherwise.
    const logoInput = page.getByLabel('Immagine del logo');
    const upload = page.getByRole('button', { name: 'Carica il logo' });
    await logoInput.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(1536 * 1024, 7) });
    await upload.click();
    await page.getByText('Logo troppo grande: al massimo 1 MB.').waitFor();
    await logoInput.setInputFiles({ name: 'appunti.png', mimeType: 'image/png', buffer: Buffer.from('solo testo\n') });
    await upload.click();
    await page.getByText('Il logo deve essere un’immagine PNG, JPEG o WebP').first().waitFor();
    await logoInput.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: LOGO });
    await upload.click();
    await page.getByText('Logo caricato: compare nell’intestazione del negozio.').waitFor();

    // Colour from the accessible palette.
    const verde = brandColor('verde');
    await page.locator('label', { hasText: verde.name }).click();
    await expect(page.getByRole('radio', { name: verde.name }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Salva il colore' }).click();
    await page.getByText('Colore salvato: il negozio lo usa da subito.').waitFor();
    // The page takes the colour at once (the root data is read again after the form).
    await expect.poll(() => page.locator('html').getAttribute('data-brand')).toBe('verde');
    // The browser's bar too: the root loader works out the colour (no palette in the page).
    await expect.poll(() => page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(verde.scale['800']);
    await expectAccessible(page);
    await shot(page, 'admin-shop-branding-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'admin-shop-branding-375');

    // The shop itself, previewed: the banner, the logo instead of the wordmark, the colour.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const res = await page.goto(`${host}/`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toBe('private, no-store');
      await page.getByText('Anteprima: il negozio non è ancora aperto alle famiglie').waitFor();
      const logo = page.getByRole('banner').getByRole('img', { name: shopName });
      await expect(logo.getAttribute('src')).resolves.toMatch(/^\/logos\/[0-9a-f]{40}$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
      const footer = page.getByRole('contentinfo');
      await expect(footer.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
        rgb(verde.scale['950']),
      );
      await expect(footer.getByText(/REA CA-123456/).count()).resolves.toBe(1);
      await expectAccessible(page);
      await shot(page, `shop-branded-home-${width}`);
    }
    const cart = await page.goto(`${host}/cart`);
    expect(cart?.status()).toBe(200);
    const primary = page.locator('.btn-primary').first();
    if ((await primary.count()) > 0) {
      await expect(primary.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
        rgb(verde.scale['700']),
      );
    }

    // Its legal pages: the bookshop sells and controls the data, the platform processes it.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${host}/terms-of-service`);
    const seller = page.getByTestId('seller');
    await expect(seller.textContent()).resolves.toContain(
      `Libreria Sanna ${tag} S.r.l., P. IVA 01234567897, REA CA-123456, con sede in Via Manno 12, Cagliari`,
    );
    await expect(seller.textContent()).resolves.toContain(`info@${slug}.it`);
    await expect(page.getByTestId('platform').textContent()).resolves.toMatch(/piattaforma tecnica fornita da/);
    await expectAccessible(page);
    await shot(page, 'shop-terms-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'shop-terms-1280');
    await page.goto(`${host}/privacy-policy`);
    await expect(page.getByTestId('controller').textContent()).resolves.toContain(`Libreria Sanna ${tag} S.r.l.`);
    await expect(page.getByTestId('processor').textContent()).resolves.toMatch(/responsabile del trattamento/);

    // A visitor still waits.
    const visitor = await openBrowser({ hostResolverRules: 'MAP *.cartella.shop 127.0.0.1' });
    browsers.push(visitor);
    const closed = await visitor.page.goto(`${host}/terms-of-service`);
    expect(closed?.status()).toBe(503);
    await visitor.page.getByRole('heading', { name: 'Negozio in preparazione' }).waitFor();
  });
});
