import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { firstLoadJs } from '../build/first-load-js.ts';
import { machineLine, startServer } from './lib.ts';

/**
 * Lighthouse, mobile preset (its defaults: Moto G Power emulation, simulated slow 4G and
 * 4× CPU slowdown), performance only, run from here with Debian's Chromium on the pages a
 * visitor lands on: first visit (empty cache, no consent: the cookie banner is shown) and
 * returning visit (the visitor refused cookies on an earlier page; HTTP cache warm).
 * Each page is run BENCH_LH_RUNS times (default 3) and the run with the median score is
 * reported. `BENCH_URL` measures a server that is already running instead of starting one.
 * The CPU benchmark index Lighthouse measured is reported with every run: on a shared
 * machine the simulated total blocking time grows as that index falls.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

type PageRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lcpElement: string | null;
  benchmarkIndex: number;
};

/** The pages of issue 15 point 3 and the route each one is (for its first-load JavaScript). */
async function pagesOf(base: string): Promise<{ name: string; path: string; route: string }[]> {
  const firstLink = async (listPath: string, pattern: RegExp) => {
    const html = await (await fetch(base + listPath)).text();
    const found = pattern.exec(html)?.[1];
    if (!found) throw new Error(`no link matching ${pattern} on ${listPath}`);
    return found;
  };
  return [
    { name: 'home', path: '/', route: 'routes/home' },
    { name: 'search', path: '/search', route: 'routes/schools/search' },
    { name: 'school', path: '/scuola/CAMM80001N?classe=2&sezione=A', route: 'routes/schools/school' },
    { name: 'products', path: '/products', route: 'routes/catalog/products' },
    {
      name: 'product',
      path: await firstLink('/products', /href="(\/products\/\d+)"/),
      route: 'routes/catalog/product',
    },
    { name: 'blog', path: '/blog', route: 'routes/blog/list' },
    {
      name: 'article',
      path: await firstLink('/blog', /href="(\/blog\/(?!rss)[a-z0-9-]+)"/),
      route: 'routes/blog/article',
    },
  ];
}

/** One run; Lighthouse's own trace failures (NO_NAVSTART on a busy machine) are run again. */
async function runLighthouse(port: number, url: string, returning: boolean): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(port, url, returning);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

async function runLighthouseOnce(port: number, url: string, returning: boolean): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A returning visitor keeps cookies and the HTTP cache of the earlier visit.
    disableStorageReset: returning,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  const lcpItems = (
    lhr.audits['lcp-breakdown-insight']?.details as
      | { items?: { type: string; nodeLabel?: string; snippet?: string }[] }
      | undefined
  )?.items;
  const lcpNode = lcpItems?.find((item) => item.type === 'node');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: Math.round(numeric('speed-index')),
    lcpElement: lcpNode ? `${lcpNode.snippet ?? ''} ${lcpNode.nodeLabel ?? ''}`.slice(0, 160) : null,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function median(runs: PageRun[]): PageRun & { scores: number[] } {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((r) => r.score) };
}

/** A visitor who refused the non-necessary cookies on the home page, then saw `paths`. */
async function becomeReturningVisitor(port: number, base: string, paths: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await page.getByTestId('cookie-overlay').waitFor({ state: 'detached' });
    for (const p of paths) await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.close();
  } finally {
    // Only the CDP connection: the browser stays for Lighthouse.
    await browser.close().catch(() => {});
  }
}

export async function benchLighthouse(): Promise<Record<string, unknown>> {
  const server = process.env.BENCH_URL ? null : await startServer({ LOG_LEVEL: 'warn', DEMO_DATA: 'true' });
  const base = (process.env.BENCH_URL ?? server?.url ?? '').replace(/\/$/, '');
  const loadBefore = os.loadavg().map((l) => Math.round(l * 10) / 10);
  try {
    const pages = await pagesOf(base);
    const budget = new Map(firstLoadJs(path.resolve('build')).map((r) => [r.route, r]));
    // Every page once, so a first visit of the benchmark meets stored pages (page cache),
    // as a visitor after the first would.
    for (const p of pages) await fetch(base + p.path).then((r) => r.arrayBuffer());

    const rows: Record<string, unknown>[] = [];
    const launch = () =>
      chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
      });
    let chrome = await launch();
    try {
      for (const p of pages) {
        const first: PageRun[] = [];
        for (let i = 0; i < RUNS; i++) first.push(await runLighthouse(chrome.port, base + p.path, false));
        rows.push({ page: p.name, path: p.path, visit: 'first', ...median(first) });
        console.log(`${p.name} first: ${first.map((r) => r.score).join(', ')}`);
      }
      // A fresh browser profile for the returning visitor: refuses cookies once, then every page.
      await chrome.kill();
      chrome = await launch();
      await becomeReturningVisitor(
        chrome.port,
        base,
        pages.map((p) => p.path),
      );
      for (const p of pages) {
        const again: PageRun[] = [];
        for (let i = 0; i < RUNS; i++) again.push(await runLighthouse(chrome.port, base + p.path, true));
        rows.push({ page: p.name, path: p.path, visit: 'returning', ...median(again) });
        console.log(`${p.name} returning: ${again.map((r) => r.score).join(', ')}`);
      }
    } finally {
      await chrome.kill();
    }

    const firstLoad = pages.map((p) => {
      const r = budget.get(p.route);
      return {
        page: p.name,
        ownKb: r ? Math.round(r.ownBytes / 102.4) / 10 : null,
        frameworkKb: r ? Math.round(r.frameworkBytes / 102.4) / 10 : null,
      };
    });
    const result = {
      machine: machineLine(),
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg().map((l) => Math.round(l * 10) / 10),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      runsPerPage: RUNS,
      results: rows,
      firstLoadJsGzip: firstLoad,
    };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(path.join('bench-results', 'lighthouse-latest.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await server?.stop();
  }
}
