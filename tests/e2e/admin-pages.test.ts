import { describe } from 'vitest';
import { formatViolations, seriousViolations } from './support/browser.ts';
import { type AppPath, describeBrowser, expect, shot, test } from './support/fixtures.ts';

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
] as const satisfies readonly AppPath[];

describeBrowser('back office: every screen', () => {
  for (const width of [1280, 375]) {
    describe(`at ${width} px`, () => {
      test.override({ viewport: { width, height: 900 } });

      test(`is accessible and fits at ${width} px`, async ({ page, navigate, signIn, refuseCookies }) => {
        await signIn.operator();
        await navigate('/admin');
        await refuseCookies();
        const problems: string[] = [];
        for (const path of PAGES) {
          const res = await navigate(path);
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
    });
  }

  // The same screens as the owner of a bookshop being set up sees them, on its own host.
  test('the owner of a new bookshop gets its screens on its own address', async ({ page, navigate, signIn, axe }) => {
    const owner = await signIn.owner();
    for (const path of ['/admin', '/admin/negozio', '/admin/domain', '/admin/staff'] as const) {
      const res = await navigate(path, { origin: owner.origin });
      expect(res?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await axe();
    }
  });
});
