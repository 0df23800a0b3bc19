import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { chromiumPath, hasChromium } from '../../support/requirements.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** A fresh Chromium profile; axe-core is preloaded (init scripts are not subject to the CSP). */
export async function openBrowser(
  options: {
    javaScriptEnabled?: boolean;
    width?: number;
    height?: number;
    /** Chromium's --host-resolver-rules, e.g. "MAP *.cartella.shop 127.0.0.1" for bookshop hosts. */
    hostResolverRules?: string;
  } = {},
): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cartella-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...(options.hostResolverRules ? [`--host-resolver-rules=${options.hostResolverRules}`] : []),
    ],
  });
  await context.addInitScript({ content: axeSource });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Serious and critical WCAG 2.x A/AA violations on the current page. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected by the init script
    const axe = (window as any).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
  });
  return (result.violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
    .join('\n');
}

/** Dismisses the cookie banner by refusing, as most visitors do. */
/**
 * Resolves when the server has answered a cookie choice. The bar closes as soon as the
 * choice is sent, so a reload right after closing could otherwise find no cookie yet.
 */
export function consentStored(page: Page) {
  return page.waitForResponse((r) => r.url().includes('/cookie-consent') && r.request().method() === 'POST');
}

export async function refuseCookies(page: Page): Promise<void> {
  const stored = consentStored(page);
  await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
  await stored;
  await page.getByTestId('cookie-overlay').waitFor({ state: 'detached' });
  // The choice ends with a reload of the page's data; let it finish.
  await page.waitForLoadState('networkidle');
}

/** describe() for browser journeys: skipped without Chromium (a failure in CI). */
export function describeBrowser(name: string, body: (baseUrl: () => string) => void): void {
  const url = inject('baseUrl');
  if (!hasChromium || !url) {
    describe.skip(`${name} (Chromium not available)`, () => body(() => url));
    return;
  }
  describe(name, () => body(() => url));
}

/** Fails the test with the list of serious axe-core violations of the page, if any. */
export async function expectAccessible(page: Page): Promise<void> {
  // A button that just changed class (`transition-colors`, 150 ms) is between two colours:
  // axe would read its contrast half-way (e.g. red text on a blue fading to white).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  expect(formatViolations(await seriousViolations(page))).toBe('');
}

/** A full-page screenshot for a person to look at, when E2E_SHOTS names a folder. */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}
