import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { totpCode } from '#server/accounts/second-factor/totp.ts';
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
});
