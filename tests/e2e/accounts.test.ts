import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const suffix = () => randomBytes(4).toString('hex');

/** Screenshots for a person to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

async function expectAccessible(page: Page) {
  expect(formatViolations(await seriousViolations(page))).toBe('');
}

describeBrowser('accounts and access', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('family: register → profile → logout → login with "Ricordami"', async () => {
    browser = await openBrowser();
    const { page, context } = browser;
    const email = `famiglia-${suffix()}@example.com`;
    await page.goto(`${baseUrl()}/auth/register`);
    await refuseCookies(page);
    await expectAccessible(page);
    await shot(page, 'register-family');
    await page.getByLabel('Nome e cognome').fill('Giulia Serra');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('segreta-del-quaderno');
    await page.getByLabel('Conferma password').fill('segreta2');
    await page.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByText('Le password non coincidono').waitFor()).resolves.toBeUndefined();
    await page.getByLabel('Password', { exact: true }).fill('segreta-del-quaderno');
    await page.getByLabel('Conferma password').fill('segreta-del-quaderno');
    await page.getByRole('button', { name: 'Crea account' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    const nav = page.getByRole('banner');
    await expect(nav.getByTestId('account-name').textContent()).resolves.toBe(email);
    // The account's links sit behind the e-mail on wide screens.
    await nav.getByTestId('account-name').click();
    await nav.getByRole('link', { name: 'Profilo' }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    await page.getByRole('heading', { name: 'Il mio profilo' }).waitFor();
    await expect(page.getByLabel('Nome e cognome').inputValue()).resolves.toBe('Giulia Serra');
    await page.getByLabel('Città').fill('Oristano');
    await page.getByRole('button', { name: 'Salva i dati' }).click();
    await page.getByText('Dati salvati.').waitFor();
    await expectAccessible(page);
    await shot(page, 'profile');
    // A browser-session cookie until "Ricordami".
    const session = (await context.cookies()).find((c) => c.name === 'cartella_session');
    expect(session?.expires).toBe(-1);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await nav.getByTestId('account-name').click();
    await nav.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await nav.getByRole('link', { name: 'Accedi' }).waitFor();

    // "Accedi" from a page brings the visitor back to it.
    await page.goto(`${baseUrl()}/privacy-policy`);
    await nav.getByRole('link', { name: 'Accedi' }).click();
    await page.waitForURL(`${baseUrl()}/auth/login?redirect=%2Fprivacy-policy`);
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Credenziali non valide' }).waitFor();
    // Show/hide password.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('segreta-del-quaderno');
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByLabel('Ricordami per 30 giorni').check();
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/privacy-policy`);
    await expect(nav.getByTestId('account-name').textContent()).resolves.toBe(email);
    const remembered = (await context.cookies()).find((c) => c.name === 'cartella_session');
    expect(remembered!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(remembered!.value).not.toBe(session!.value);
  });

  it('a protected page sends to /auth/login and back after signing in', async () => {
    browser = await openBrowser();
    const { page } = browser;
    // Register through the API (same cookie jar), then sign out to start anonymous.
    const email = `ritorno-${suffix()}@example.com`;
    const reg = await page.request.post(`${baseUrl()}/api/auth/register`, {
      data: { name: 'Paolo Deiana', email, password: 'segreta-del-quaderno' },
    });
    expect(reg.status()).toBe(201);
    const { csrfToken } = await reg.json();
    await page.request.post(`${baseUrl()}/api/auth/logout`, { headers: { 'X-CSRF-Token': csrfToken } });

    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/auth/login?redirect=%2Fdashboard`);
    await refuseCookies(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('segreta-del-quaderno');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Ciao Paolo!' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'dashboard');
  });

  it('bookshop registration shows the domain preview and creates a shop "in attivazione"', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth/register`);
    await refuseCookies(page);
    const choice = page.getByRole('navigation', { name: 'Tipo di account' }).getByRole('link', { name: 'Libreria' });
    await expect(choice.getAttribute('href')).resolves.toBe('/auth/register?tipo=libreria');
    await page.goto(`${baseUrl()}/auth/register?tipo=libreria`);
    await expect(choice.getAttribute('aria-current')).resolves.toBe('page');
    const domain = `libreria-${suffix()}`;
    await page.getByLabel('Nome della libreria').fill('Libreria Pinna');
    await page.getByLabel('Indirizzo del negozio').fill(domain);
    await expect(page.getByTestId('domain-preview').textContent()).resolves.toBe(`${domain}.cartella.shop`);
    await expectAccessible(page);
    await shot(page, 'register-bookshop-375');
    await page.getByLabel('Nome e cognome').fill('Anna Pinna');
    await page.getByLabel('E-mail').fill(`${domain}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('segreta-del-quaderno');
    await page.getByLabel('Conferma password').fill('segreta-del-quaderno');
    await page.getByRole('button', { name: 'Registra libreria' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/dashboard`);
    await expect(page.getByText(`${domain}.cartella.shop`).isVisible()).resolves.toBe(true);
    await expect(page.getByText('in attivazione', { exact: false }).first().isVisible()).resolves.toBe(true);
  });

  it('admin: /admin asks to sign in, then shows the dashboard with real counters', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(`${baseUrl()}/admin/login?redirect=%2Fadmin`);
    await refuseCookies(page);
    await expect(page.getByRole('link', { name: 'Torna al sito' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Nome utente').fill(E2E_ADMIN_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Credenziali non valide' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
    await page.getByRole('heading', { level: 1, name: `Benvenuto, ${E2E_ADMIN_USERNAME}` }).waitFor();
    for (const tile of ['Prodotti', 'Blog', 'Utenti', 'Statistiche', 'Libri', 'Ordini']) {
      await expect(
        page
          .getByRole('region', { name: 'Gestione' })
          .getByRole('link', { name: new RegExp(`^${tile}`) })
          .count(),
      ).resolves.toBe(1);
    }
    // What the shop has to do now, each figure a link to its list.
    await expect(
      page
        .getByRole('region', { name: 'Da fare oggi' })
        .getByRole('link', { name: /^Libri da ordinare/ })
        .getAttribute('href'),
    ).resolves.toBe('/admin/orders?libri=da_ordinare');
    await expectAccessible(page);
    await shot(page, 'admin-dashboard');
    const users = async () =>
      Number((await page.getByTestId('stat-registeredUsers').locator('dd').textContent())!.replace(/\D/g, ''));
    const before = await users();
    // A new registration (from another browser) moves the counter by one.
    const other = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Contatore Prova',
        email: `conta-${suffix()}@example.com`,
        password: 'segreta-del-quaderno',
      }),
    });
    expect(other.status).toBe(201);
    await page.reload();
    expect(await users()).toBe(before + 1);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Utenti/ })
      .click();
    await page.waitForURL(`${baseUrl()}/admin/users`);
    await page.getByRole('searchbox').or(page.getByLabel('Cerca per e-mail o nome')).fill('conta-');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page
      .getByRole('cell', { name: /^conta-/ })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('link', { name: 'Registro di sicurezza' }).click();
    await page.waitForURL(`${baseUrl()}/admin/security`);
    await page.getByText('Accesso amministratore non riuscito').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Esci' }).first().click();
    await page.waitForURL(`${baseUrl()}/admin/login`);
  });

  it('sign-in forms refuse posts without their CSRF token (login CSRF)', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const forged = await page.request.post(`${baseUrl()}/auth/login`, {
      form: { email: 'qualcuno@example.com', password: 'segreta-del-quaderno' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('La sessione del modulo è scaduta');
    const admin = await page.request.post(`${baseUrl()}/admin/login`, {
      form: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
      maxRedirects: 0,
    });
    expect(admin.status()).toBe(403);
  });

  it('works without JavaScript: register and sign out with plain forms', async () => {
    browser = await openBrowser({ javaScriptEnabled: false });
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth/register?redirect=%2Fprofile`);
    await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await page.waitForLoadState();
    await page.getByLabel('Nome e cognome').fill(`<script>alert(1)</script> Rossi`);
    await page.getByLabel('E-mail').fill(`nojs-${suffix()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('segreta-del-quaderno');
    await page.getByLabel('Conferma password').fill('segreta-del-quaderno');
    await page.getByRole('button', { name: 'Crea account' }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    // Shown as text, never run.
    await expect(page.getByLabel('Nome e cognome').inputValue()).resolves.toBe('<script>alert(1)</script> Rossi');
    await page.getByRole('banner').getByTestId('account-name').click();
    await page.getByRole('banner').getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/profile`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fprofile/);
  });
});

describeBrowser('password reset by e-mail (outbox)', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('"Password dimenticata?" mails a one-time link that sets a new password', async () => {
    // Its own server, to read the .eml files of its outbox.
    server = await startServer({ DEMO_DATA: 'false' });
    const base = server.url;
    const email = `reset-${suffix()}@example.com`;
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rita Sanna', email, password: 'vecchia-password-1' }),
    });
    expect(reg.status).toBe(201);
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${base}/auth/login`);
    await refuseCookies(page);
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL(`${base}/auth/forgot-password`);
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Inviami il link' }).click();
    await page.getByText('Se l’indirizzo corrisponde a un account').waitFor();
    const outbox = path.join(server.dataDir, 'outbox');
    let raw = '';
    for (let i = 0; i < 50 && !raw; i++) {
      const files = existsSync(outbox) ? readdirSync(outbox) : [];
      if (files[0]) raw = readFileSync(path.join(outbox, files[0]), 'utf8');
      else await new Promise((r) => setTimeout(r, 100));
    }
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = text.match(/https?:\/\/[^\s"<]+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('Nuova password').fill('nuova-password');
    await page.getByLabel('Conferma password').fill('nuova-password');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByText('La nuova password è attiva').waitFor();
    // The link works once.
    await page.goto(link!);
    await page.getByLabel('Nuova password').fill('terza-password');
    await page.getByLabel('Conferma password').fill('terza-password');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Il link non è valido o è scaduto' }).waitFor();
    await page.goto(`${base}/auth/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('nuova-password');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('banner').getByTestId('account-name').waitFor();
  });
});
