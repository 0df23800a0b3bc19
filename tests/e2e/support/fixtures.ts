import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Response } from 'playwright-core';
import { href, type Register } from 'react-router';
import { test as base, inject } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, enrolSecondFactor } from './auth.ts';
import { type Browser, expectAccessible, openBrowser, refuseCookies } from './browser.ts';

// Vitest fixtures for browser journeys (the idea of Epic Stack's tests/playwright-utils.ts):
// a test names what it needs and gets it set up and torn down.
//
//   test('…', async ({ page, navigate, signIn, axe }) => {
//     const family = await signIn.family();
//     await navigate('/scuola/:code', { params: { code: 'CAMM80001N' }, search: { classe: '2' } });
//     await axe();
//   });
//
// Wrap the tests in describeBrowser(…) (support/browser.ts) so they are skipped without
// Chromium; set a suite's screen with test.override({ viewport: { width: 375, height: 800 } }).

/** Every page of the app, as React Router's typegen names it ('/orders/:id', …). */
export type AppPath = keyof Register['pages'];
type ParamsOf<P extends AppPath> = Register['pages'][P]['params'];

export type NavigateOptions<P extends AppPath> = (keyof ParamsOf<P> extends never
  ? { params?: undefined }
  : { params: ParamsOf<P> }) & {
  search?: Record<string, string> | string;
  /** Another origin (a bookshop's own host); the shared server's by default. */
  origin?: string;
};

/** The bookshop hosts of the e2e server resolve to it in the browser. */
export const SHOP_HOSTS = 'MAP *.cartella.shop 127.0.0.1';

export type Family = { name: string; email: string; password: string; csrf: string };
export type Owner = {
  name: string;
  email: string;
  password: string;
  slug: string;
  origin: string;
  /** The second factor turned on at first sign-in (decision 0028), for a later sign-in's code. */
  totpSecret: string | null;
};

/** A JSON call through a browser's request context (its cookies), with the CSRF token when given. */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  url: string,
  init: { method?: string; data?: unknown; csrf?: string } = {},
): Promise<T> {
  const res = await request.fetch(url, {
    method: init.method ?? 'GET',
    data: init.data,
    headers: init.csrf ? { 'X-CSRF-Token': init.csrf } : {},
  });
  const body = (await res.json()) as T;
  if (!res.ok()) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** The URL of an app page, typed against the route table. */
export function pageUrl<P extends AppPath>(baseUrl: string, path: P, options?: NavigateOptions<P>): string {
  // href's own rest parameter is typed per path; the options above already enforce the params.
  const pathname = (href as (path: string, params?: Record<string, string | undefined>) => string)(
    path,
    options?.params as Record<string, string | undefined> | undefined,
  );
  const search =
    options?.search === undefined
      ? ''
      : typeof options.search === 'string'
        ? options.search.replace(/^\??/, '?')
        : `?${new URLSearchParams(options.search)}`;
  return `${options?.origin ?? baseUrl}${pathname}${search === '?' ? '' : search}`;
}

type SignIn = {
  /** A new family registered through the API: the session cookie lands in `page`'s browser. */
  family: (options?: { name?: string; page?: Page }) => Promise<Family>;
  /** The e2e server's operator (the admin it starts with); answers the session's CSRF token. */
  operator: (options?: { page?: Page }) => Promise<{ csrf: string }>;
  /**
   * The owner of a new bookshop (still being set up), signed in on the shop's own host
   * through its login page, with the second factor the back office asks for turned on:
   * open that host's pages with `origin: owner.origin`.
   */
  owner: (options?: { name?: string; page?: Page }) => Promise<Owner>;
};

export type BrowserFixtures = {
  /** The shared demo server's address (tests/e2e/support/global-setup.ts). */
  baseUrl: string;
  viewport: { width: number; height: number };
  javaScriptEnabled: boolean;
  /** A fresh Chromium profile for the test, closed after it. */
  browser: Browser;
  page: Page;
  /** Another fresh browser (a second person); every one is closed after the test. */
  newBrowser: (options?: { width?: number; height?: number; javaScriptEnabled?: boolean }) => Promise<Browser>;
  /** page.goto for an app page, typed: `navigate('/orders/:id', { params: { id } })`. */
  navigate: <P extends AppPath>(path: P, options?: NavigateOptions<P>) => Promise<Response | null>;
  /** Fails with the serious axe-core violations of `page` (the test's page by default). */
  axe: (page?: Page) => Promise<void>;
  /** Dismisses the cookie bar of the test's page by refusing, as most visitors do. */
  refuseCookies: (page?: Page) => Promise<void>;
  signIn: SignIn;
};

export const test = base.extend<BrowserFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  baseUrl: async ({}, use) => {
    await use(inject('baseUrl'));
  },
  viewport: { width: 1280, height: 900 },
  javaScriptEnabled: true,
  browser: async ({ viewport, javaScriptEnabled }, use) => {
    const browser = await openBrowser({ ...viewport, javaScriptEnabled, hostResolverRules: SHOP_HOSTS });
    try {
      await use(browser);
    } finally {
      await browser.close();
    }
  },
  page: async ({ browser }, use) => {
    await use(browser.page);
  },
  newBrowser: async ({ viewport }, use) => {
    const opened: Browser[] = [];
    try {
      await use(async (options = {}) => {
        const browser = await openBrowser({ ...viewport, ...options, hostResolverRules: SHOP_HOSTS });
        opened.push(browser);
        return browser;
      });
    } finally {
      await Promise.all(opened.map((b) => b.close()));
    }
  },
  navigate: async ({ page, baseUrl }, use) => {
    await use((path, options) => page.goto(pageUrl(baseUrl, path, options)));
  },
  axe: async ({ page }, use) => {
    await use((other) => expectAccessible(other ?? page));
  },
  refuseCookies: async ({ page }, use) => {
    await use((other) => refuseCookies(other ?? page));
  },
  signIn: async ({ page, baseUrl }, use) => {
    await use({
      family: async ({ name = 'Marta Sanna', page: target = page } = {}) => {
        const email = `famiglia-${randomBytes(4).toString('hex')}@example.com`;
        const password = 'Astuccio-Rosso-7';
        const body = await apiCall<{ csrfToken: string }>(target.request, `${baseUrl}/api/auth/register`, {
          method: 'POST',
          data: { name, email, password },
        });
        return { name, email, password, csrf: body.csrfToken };
      },
      operator: async ({ page: target = page } = {}) => {
        const body = await apiCall<{ csrfToken: string }>(target.request, `${baseUrl}/api/admin/login`, {
          method: 'POST',
          data: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
        });
        return { csrf: body.csrfToken };
      },
      owner: async ({ name = 'Anna Pinna', page: target = page } = {}) => {
        const slug = `libreria-${randomBytes(3).toString('hex')}`;
        const email = `${slug}@example.com`;
        const password = 'Quaderno-Rosso-2026';
        await apiCall(target.request, `${baseUrl}/api/tenants/register`, {
          method: 'POST',
          data: { name, email, password, domain: slug },
        });
        const origin = `http://${slug}.cartella.shop:${new URL(baseUrl).port}`;
        // The shop's host has its own cookies: sign in there as a person would.
        await target.goto(`${origin}/auth/login?redirect=%2Fadmin`);
        await refuseCookies(target);
        await target.getByLabel('E-mail').fill(email);
        await target.getByLabel('Password', { exact: true }).fill(password);
        await target.getByRole('button', { name: 'Accedi', exact: true }).click();
        await target.waitForURL(`${origin}/admin**`);
        // Whoever runs a shop turns the second factor on before anything else (decision 0028).
        const totpSecret = target.url().includes('/admin/two-factor') ? (await enrolSecondFactor(target)).secret : null;
        return { name, email, password, slug, origin, totpSecret };
      },
    });
  },
});

export { expect } from 'vitest';
export { describeBrowser, shot } from './browser.ts';
