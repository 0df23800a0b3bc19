import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { hasSharedData, requireInCI, sharedDataDir } from '#tests/support/requirements.ts';
import { loginAsAdmin } from './support/auth.ts';
import { type Browser, describeBrowser, expectAccessible, openBrowser, refuseCookies } from './support/browser.ts';

// Issue 13: the operator imports a real ministry file from the page and follows it to the end.

const available = requireInCI(hasSharedData, '../shared/data');
const FILE = 'SCUANAAUTPAR20252620250901.csv';

describeBrowser('back office: ministry import', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.skipIf(!available)('uploads a ministry file, shows its progress and its report', async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/import`);
    await refuseCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Dati del Ministero' }).waitFor();
    await expectAccessible(page);
    const before = await page.getByTestId('import-run').count();
    await page.getByLabel(/File del Ministero/).setInputFiles(path.join(sharedDataDir, 'mim', '2025-26', FILE));
    await page.getByRole('button', { name: 'Importa' }).click();
    await page.getByText('Importazione completata.').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('import-run').count()).toBe(before + 1);
    await expect(page.getByTestId('import-run').first().textContent()).resolves.toContain(FILE);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/admin-import-375.png`, fullPage: true });
  });
});
