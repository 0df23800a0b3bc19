import { afterEach, expect, it } from 'vitest';
import { loginAsAdmin } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
  shot,
} from './support/browser.ts';

// Issue 13: every back-office screen, as the operator sees it, at 1280 px and on a phone:
// no serious axe-core violation, nothing wider than the screen, a main heading.

const PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/books',
  '/admin/prezzi',
  '/admin/negozio',
  '/admin/negozi',
  '/admin/stats',
  '/admin/staff',
  '/admin/domain',
  '/admin/import',
  '/admin/users',
  '/admin/products',
  '/admin/blog',
  '/admin/security',
  '/admin/two-factor',
];

describeBrowser('back office: every screen', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  for (const width of [1280, 375]) {
    it(`is accessible and fits at ${width} px`, async () => {
      browser = await openBrowser({ width, height: 900 });
      const { page } = browser;
      await loginAsAdmin(page, baseUrl());
      await page.goto(`${baseUrl()}/admin`);
      await refuseCookies(page);
      const problems: string[] = [];
      for (const path of PAGES) {
        const res = await page.goto(`${baseUrl()}${path}`);
        if (res?.status() !== 200) {
          problems.push(`${path}: HTTP ${res?.status()}`);
          continue;
        }
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the screen`);
        const violations = formatViolations(await seriousViolations(page));
        if (violations) problems.push(`${path}: ${violations}`);
        await shot(page, `admin${path.replace(/\//g, '-')}-${width}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
