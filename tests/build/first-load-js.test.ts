import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs, OWN_JS_BUDGET_BYTES } from '../../scripts/build/first-load-js.ts';
import { requireInCI } from '../support/requirements.ts';

// Decision 0007: every page's first load is the framework plus at most 30 KB (gzip) of our
// JavaScript, checked on the build `npm test` makes (scripts/build/first-load-js.ts).

const buildDir = path.resolve(process.cwd(), 'build');
const built = requireInCI(existsSync(path.join(buildDir, 'client-modules.json')), 'a client build (npm run build)');

/**
 * Pages allowed over the budget, each with the ceiling it may not grow past and why. None
 * today: the checkout and the product dialog validate in the browser without zod (decision
 * 0037), and every page is under 30 KB. A page that must go over is named here with a reason.
 */
const OVER_BUDGET: Record<string, { ceilingKb: number; why: string }> = {};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

describe.skipIf(!built)('first-load JavaScript (decision 0007)', () => {
  const routes = built ? firstLoadJs(buildDir) : [];

  it('finds the pages and the framework in the build', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) expect(r.frameworkBytes).toBeGreaterThan(80 * 1024);
  });

  it('loads at most 30 KB of our code (gzip) on the first visit of every page', () => {
    const over = routes
      .filter((r) => {
        const exception = OVER_BUDGET[r.route];
        return exception ? r.ownBytes > exception.ceilingKb * 1024 : r.ownBytes > OWN_JS_BUDGET_BYTES;
      })
      .map(
        (r) =>
          `${r.route}: ${kb(r.ownBytes)} KB of ours (budget ${OVER_BUDGET[r.route]?.ceilingKb ?? 30} KB) + ` +
          `${kb(r.frameworkBytes)} KB framework; largest: ` +
          r.ownFiles
            .slice(0, 4)
            .map((f) => `${f.file} ${kb(f.bytes)} KB`)
            .join(', '),
      );
    expect(over, `first-load JavaScript over budget:\n${over.join('\n')}`).toEqual([]);
  });

  it('keeps the named exceptions over budget only while they need it', () => {
    for (const route of Object.keys(OVER_BUDGET)) {
      const r = routes.find((x) => x.route === route);
      expect(r, `${route} is no longer a page: remove it from OVER_BUDGET`).toBeDefined();
      expect(r!.ownBytes, `${route} fits the 30 KB budget now: remove it from OVER_BUDGET`).toBeGreaterThan(
        OWN_JS_BUDGET_BYTES,
      );
    }
  });
});
