// `npm run screenshots -- <url>... [--out dir]`: full-page PNGs of each URL at 375 px
// (phone) and 1280 px (desktop) in Chromium, to look at pages before calling them done.
// The cookie consent is pre-set (refused) unless --with-consent-bar is given.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CONSENT_COOKIE, serializeConsent } from '#common/consent.ts';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'screenshots';
const showConsent = args.includes('--with-consent-bar');
const fullPage = !args.includes('--viewport-only');
const urls = args.filter((arg) => !arg.startsWith('--'));
if (!urls.length || !outDir) {
  console.error('Uso: npm run screenshots -- <url>... [--out cartella] [--with-consent-bar] [--viewport-only]');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const profile = mkdtempSync(path.join(os.tmpdir(), 'cartella-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  locale: 'it-IT',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const url of urls) {
    if (!showConsent) {
      const { hostname } = new URL(url);
      const value = serializeConsent({
        analytics: false,
        marketing: false,
        social: false,
        decidedAt: new Date().toISOString(),
      });
      await context.addCookies([
        { name: CONSENT_COOKIE, value: encodeURIComponent(value), domain: hostname, path: '/' },
      ]);
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await page.goto(url, { waitUntil: 'networkidle' });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage });
      console.log(path.join(outDir, name));
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
