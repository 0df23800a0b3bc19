import type { Page } from 'playwright-core';
import { totpCode } from '#server/accounts/second-factor/totp.ts';
import { refuseCookies } from './browser.ts';

/** The admin every e2e server starts with (ADMIN_USERNAME / ADMIN_PASSWORD on first start). */
export const E2E_ADMIN_USERNAME = 'e2e-admin';
export const E2E_ADMIN_PASSWORD = 'Quaderno-Verde-2026';

/**
 * Signs the browser in as the e2e admin through POST /api/admin/login: the session cookie
 * lands in the page's browser context, so /admin pages open directly afterwards.
 */
export async function loginAsAdmin(page: Page, baseUrl: string): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/admin/login`, {
    data: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
}

/**
 * On the page the back office sends owners and staff to until they have a second factor
 * (decision 0028): turns it on with the key shown beside the QR code, as an authenticator
 * app would, and goes on to the back-office page that sent there. The code confirmed is
 * the previous 30 seconds' one (an app's clock may lag), so the code of this moment is
 * still new for the next sign-in.
 */
export async function enrolSecondFactor(page: Page): Promise<{ secret: string; recovery: string[] }> {
  await page.waitForURL(/\/admin\/two-factor/);
  const secret = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
  await page.getByLabel('Codice dall’app').fill(totpCode(secret, new Date(Date.now() - 30_000)));
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  await page.getByText('La verifica in due passaggi è attiva.').waitFor();
  const recovery = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
  await page.getByRole('link', { name: 'Ho salvato i codici: continua nel back office' }).click();
  return { secret, recovery };
}

/**
 * A bookshop's owner signs in on the shop's own address and, on the first visit to the back
 * office, turns on the second factor it asks for; ends on the page `redirect` names.
 */
export async function signInOwnerOnHost(
  page: Page,
  host: string,
  who: { email: string; password: string },
  redirect: string,
): Promise<void> {
  await page.goto(`${host}/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await refuseCookies(page);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await enrolSecondFactor(page);
  await page.waitForURL(`${host}${redirect}`);
}
