import { afterEach, expect, it } from 'vitest';
import {
  type Browser,
  consentStored,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';

describeBrowser('shell, home and legal pages', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('renders the home page fully without JavaScript', async () => {
    browser = await openBrowser({ javaScriptEnabled: false });
    const { page } = browser;
    const res = await page.goto(`${baseUrl()}/`);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toContain('Cartella');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    for (const label of ['Cerca la scuola', 'Cerca libri', 'Blog didattico', 'Prodotti per la scuola']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Tutti i libri della tua classe',
    );
    await expect(page.getByText('Spedizione gratuita sopra € 90,00').count()).resolves.toBe(1);
    await expect(page.getByText('P. IVA IT00000000000').count()).resolves.toBe(1);
    // The banner works without JavaScript too: a plain form post.
    await page.getByRole('button', { name: 'Rifiuta tutto' }).click();
    await page.waitForLoadState();
    await expect(page.getByTestId('cookie-overlay').count()).resolves.toBe(0);
  });

  it('cookie bar: refusing persists across reloads and unlocks scrolling', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const analytics: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/analytics')) analytics.push(r.url());
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('cookie-overlay').waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    // "Rifiuta tutto" is exactly as prominent as "Accetta tutto".
    const reject = page.getByRole('button', { name: 'Rifiuta tutto' });
    const accept = page.getByRole('button', { name: 'Accetta tutto' });
    await expect(reject.getAttribute('class')).resolves.toBe(await accept.getAttribute('class'));
    await refuseCookies(page);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
    await page.reload();
    await expect(page.getByTestId('cookie-overlay').count()).resolves.toBe(0);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
    expect(analytics).toEqual([]);
  });

  it('cookie bar: closing counts as refusal', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/privacy-policy`);
    const stored = consentStored(page);
    await page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
    await stored;
    await page.getByTestId('cookie-overlay').waitFor({ state: 'detached' });
    const cookies = await browser.context.cookies();
    expect(cookies.find((c) => c.name === 'cartella_consent')?.value).toMatch(/^1\.000\./);
    expect(page.url()).toBe(`${baseUrl()}/privacy-policy`);
  });

  it('cookie bar: accepting persists, and only then are page views counted', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const analytics: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/analytics')) analytics.push(r.url());
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('cookie-overlay').waitFor();
    await page.waitForTimeout(300);
    expect(analytics).toEqual([]);
    const counted = page.waitForRequest((r) => r.url().includes('/api/analytics/pageview'));
    const stored = consentStored(page);
    await page.getByRole('button', { name: 'Accetta tutto' }).click();
    await stored;
    await counted;
    await page.reload();
    await expect(page.getByTestId('cookie-overlay').count()).resolves.toBe(0);
    const cookies = await browser.context.cookies();
    const consent = cookies.find((c) => c.name === 'cartella_consent');
    expect(consent?.value).toMatch(/^1\.111\.\d{4}-/);
    expect(consent?.httpOnly).toBe(true);
    // Six months.
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 86_400_000);
  });

  it('cookie bar: preferences are saved and the footer link reopens them', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Gestisci preferenze' }).click();
    const necessary = page.getByRole('checkbox', { name: /Necessari/ });
    await expect(necessary.isChecked()).resolves.toBe(true);
    await expect(necessary.isDisabled()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: /Analisi/ }).check();
    const stored = consentStored(page);
    await page.getByRole('button', { name: 'Salva preferenze' }).click();
    await stored;
    await page.getByTestId('cookie-overlay').waitFor({ state: 'detached' });
    await page.reload();
    await expect(page.getByTestId('cookie-overlay').count()).resolves.toBe(0);
    const cookies = await browser.context.cookies();
    expect(cookies.find((c) => c.name === 'cartella_consent')?.value).toMatch(/^1\.100\./);
    await page.getByRole('link', { name: 'Preferenze cookie' }).click();
    await page.getByTestId('cookie-overlay').waitFor();
    await expect(page.getByRole('checkbox', { name: /Analisi/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: /Marketing/ }).isChecked()).resolves.toBe(false);
  });

  it('mobile menu at 375 px opens, lists the links with Home, and navigates', async () => {
    browser = await openBrowser({ width: 375, height: 740 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/privacy-policy`);
    await refuseCookies(page);
    const mobileNav = page.getByRole('navigation', { name: 'Menu mobile' });
    await expect(mobileNav.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('navigation', { name: 'Principale' }).isVisible()).resolves.toBe(false);
    await page.getByLabel('Apri il menu').click();
    await expect(mobileNav.isVisible()).resolves.toBe(true);
    for (const label of [
      'Home',
      'Cerca la scuola',
      'Cerca libri',
      'Blog didattico',
      'Prodotti per la scuola',
      'Accedi',
      'Registrati',
    ]) {
      await expect(mobileNav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    }
    await mobileNav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    // The URL changes before React commits the new location; the menu closes right after.
    await mobileNav.waitFor({ state: 'hidden', timeout: 5000 });
  });

  it('answers unknown pages with a 404 page inside the shop', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const res = await page.goto(`${baseUrl()}/questa-pagina-non-esiste`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Pagina non trovata');
    await expect(page.title()).resolves.toContain('Pagina non trovata');
  });

  it('runs without CSP violations or console errors', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/`);
    await refuseCookies(page);
    await page.getByRole('link', { name: 'Termini e condizioni' }).click();
    await page.waitForURL(/terms-of-service/);
    expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations (axe-core)', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('cookie-overlay').waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await refuseCookies(page);
    for (const path of ['/', '/privacy-policy', '/terms-of-service', '/pagina-inesistente']) {
      await page.goto(`${baseUrl()}${path}`);
      expect(formatViolations(await seriousViolations(page)), path).toBe('');
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('Apri il menu').click();
    expect(formatViolations(await seriousViolations(page))).toBe('');
  });
});
