import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { totpCode } from '#server/accounts/second-factor/totp.ts';
import { enrolSecondFactor } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Decision 0028: the operator turns on the second factor from the back office, then signs
// in with the app's code and with a recovery code. Its own server: the shared e2e admin
// must keep signing in with the password alone.

const USERNAME = 'operatore-2fa';
const PASSWORD = 'Astuccio-Rosso-2026';

describeBrowser('second factor for the back office', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({
      ADMIN_USERNAME: USERNAME,
      ADMIN_PASSWORD: PASSWORD,
      TOTP_ENCRYPTION_KEY: 'chiave-di-prova-per-i-segreti-totp-0123456789',
    });
  }, 120_000);
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signInWithPassword(page: Page, first = false) {
    await page.goto(`${server!.url}/admin/login`);
    if (first) await refuseCookies(page);
    await page.getByLabel('Nome utente').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  }

  async function signOut(page: Page) {
    await page.goto(`${server!.url}/admin`);
    await page.getByRole('button', { name: 'Esci' }).first().click();
    await page.waitForURL(`${server!.url}/admin/login`);
  }

  it('enrol with the QR code, then sign in with the app’s code and with a recovery code', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await signInWithPassword(page, true);
    await page.waitForURL(`${server!.url}/admin`);
    await page.getByRole('link', { name: /^Verifica in due passaggi/ }).click();
    await page.waitForURL(`${server!.url}/admin/two-factor`);
    await page.getByRole('img', { name: 'Codice QR per l’app di autenticazione' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-two-factor-enrol');
    const secret = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Codice dall’app').fill('000000');
    await page.getByRole('button', { name: 'Conferma e attiva' }).click();
    await page.getByText('Codice non valido').first().waitFor();
    // A code of the previous 30 seconds (the app's clock may lag): the next sign-in needs a newer one.
    await page.getByLabel('Codice dall’app').fill(totpCode(secret, new Date(Date.now() - 30_000)));
    await page.getByRole('button', { name: 'Conferma e attiva' }).click();
    await page.getByText('La verifica in due passaggi è attiva.').waitFor();
    const recovery = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    await expectAccessible(page);
    await shot(page, 'admin-two-factor-recovery');

    await signOut(page);
    await signInWithPassword(page);
    await page.getByRole('heading', { name: 'Verifica in due passaggi' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-login-code');
    await page.getByLabel('Codice').fill('123 456');
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await page.getByRole('alert').filter({ hasText: 'Codice non valido' }).waitFor();
    await page.getByLabel('Codice').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await page.waitForURL(`${server!.url}/admin`);

    await signOut(page);
    await signInWithPassword(page);
    await page.getByLabel('Codice').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await page.waitForURL(`${server!.url}/admin`);
    await page.goto(`${server!.url}/admin/two-factor`);
    await page.getByText(/Codici di recupero ancora validi: 9/).waitFor();
  });

  it('a bookshop owner turns it on, signs out, and signs in again with the app’s code', async () => {
    const base = server!.url;
    const port = new URL(base).port;
    const slug = `libreria-${Date.now().toString(36)}`;
    const email = `${slug}@example.com`;
    const password = 'Quaderno-Blu-2026';
    // The bookshop, registered on the platform's address: its back office wants the factor first.
    const res = await fetch(`${base}/api/tenants/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bruna Serra', shopName: 'Libreria Serra', email, password, domain: slug }),
    });
    expect(res.status).toBe(201);

    browser = await openBrowser({ width: 375, height: 812, hostResolverRules: 'MAP *.cartella.shop 127.0.0.1' });
    const { page } = browser;
    const host = `http://${slug}.cartella.shop:${port}`;
    const signIn = async (first = false) => {
      await page.goto(`${host}/auth/login?redirect=%2Fadmin`);
      if (first) await refuseCookies(page);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    };
    await signIn(true);
    // No back office without the second factor: the enrolment page, with the reason.
    await page.waitForURL(`${host}/admin/two-factor?redirect=%2Fadmin`);
    await page
      .getByRole('heading', { name: 'Attiva la verifica in due passaggi per entrare nel back office' })
      .waitFor();
    await page.getByRole('img', { name: 'Codice QR per l’app di autenticazione' }).waitFor();
    await page.goto(`${host}/admin/orders`);
    expect(page.url()).toBe(`${host}/admin/two-factor?redirect=%2Fadmin%2Forders`);
    await expectAccessible(page);
    await shot(page, 'owner-two-factor-enrol-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'owner-two-factor-enrol-1280');
    await page.setViewportSize({ width: 375, height: 812 });

    const { secret } = await enrolSecondFactor(page);
    await page.waitForURL(`${host}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'Ordini' }).waitFor();

    // Signed out, the password alone is not enough any more.
    await page.goto(`${host}/admin`);
    await page.getByRole('button', { name: 'Esci' }).first().click();
    await page.waitForURL(`${host}/`);
    await signIn();
    await page.getByRole('heading', { name: 'Verifica in due passaggi' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'owner-login-code-375');
    await page.getByLabel('Codice').fill(totpCode(secret) === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await page.getByRole('alert').filter({ hasText: 'Codice non valido' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'owner-login-code-wrong-1280');
    await page.getByLabel('Codice').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await page.waitForURL(`${host}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Benvenuto, Bruna Serra' }).waitFor();
    // The panel's tile leads to the page that manages it.
    await page.getByRole('link', { name: /^Verifica in due passaggi/ }).click();
    await page.waitForURL(`${host}/admin/two-factor`);
    await page.getByText(/Codici di recupero ancora validi: 10/).waitFor();
    await expectAccessible(page);
    await shot(page, 'owner-two-factor-on-1280');
  });
});
