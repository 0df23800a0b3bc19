import type { Page } from 'playwright-core';

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
