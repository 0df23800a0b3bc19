import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from '#server/test/fake-stripe.ts';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// These journeys run on their own demo server wired to a local fake Stripe (the SDK's
// host/port settings), which serves a hosted "checkout page" and sends signed webhooks.

describeBrowser('cart, checkout and orders', () => {
  let server: RunningServer;
  let stripe: FakeStripe;
  let browser: Browser | undefined;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    stripe.setWebhookTarget(`${server.url}/api/payments/stripe/webhook`);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  async function newCustomer() {
    const email = `famiglia-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Astuccio-Rosso-7';
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anna Pinna', email, password }),
    });
    if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
    return { email, password };
  }

  async function logIn(page: Page, who: { email: string; password: string }) {
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  }

  const badge = (page: Page) => page.getByTestId('cart-badge').textContent();

  /** Signs the customer in, puts one catalogue product in the cart and opens /checkout with its prices. */
  async function atCheckoutWithOneProduct(page: Page, customer: { email: string; password: string }) {
    await page.goto(`${server.url}/auth/login?redirect=%2Fproducts`);
    await refuseCookies(page);
    await logIn(page, customer);
    await page.waitForURL(/\/products$/);
    await page
      .getByRole('button', { name: /^Aggiungi / })
      .first()
      .click();
    await expect.poll(() => badge(page)).toBe('1');
    await page.goto(`${server.url}/checkout`);
    await page
      .getByText(/di cui IVA/)
      .first()
      .waitFor();
  }

  it('school page → the class list in the cart → pickup → login → "Paga al ritiro" → the order with its states', async () => {
    const customer = await newCustomer();
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${server.url}/scuola/CAPS00000U?classe=3&sezione=A`);
    await refuseCookies(page);
    const addAll = page.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    await expect.poll(() => addAll.isEnabled()).toBe(true);
    const selected = Number(/Aggiungi (\d+)/.exec((await addAll.textContent()) ?? '')?.[1]);
    await addAll.click();
    await expect.poll(() => badge(page)).toBe(String(selected));

    await page.getByRole('link', { name: /^Carrello/ }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('heading', { name: 'Il tuo carrello' }).waitFor();
    await page.getByText('Subtotale').waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');
    const firstPlus = page.getByRole('button', { name: /^Una copia in più di / }).first();
    await firstPlus.click();
    await expect.poll(() => badge(page)).toBe(String(selected + 1));
    expect(
      await page
        .getByRole('button', { name: /^Una copia in meno di / })
        .first()
        .isEnabled(),
    ).toBe(true);
    await page.getByLabel(/Ritiro in libreria/).check();
    await expect.poll(() => page.locator('dd', { hasText: 'Gratis' }).count()).toBeGreaterThan(0);

    // Without an account the checkout opens as a guest's; this family signs in from there.
    await page.getByRole('link', { name: 'Procedi all’ordine' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByTestId('guest-checkout').getByRole('link', { name: 'Accedi' }).click();
    await page.waitForURL(/\/auth\/login\?redirect=%2Fcheckout/);
    await logIn(page, customer);
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Completa l’ordine' }).waitFor();
    // The cart made it through the login intact.
    await expect.poll(() => badge(page)).toBe(String(selected + 1));
    await page.getByText(/di cui IVA 4%/).waitFor();
    await page.getByLabel(/Paga al ritiro/).check();
    await page.getByLabel(/Ho letto e accetto/).check();
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('button', { name: 'Conferma l’ordine' }).click();

    await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?nuovo=1$/);
    await page.getByRole('heading', { name: /^Ordine \d{4}-\d{6}$/ }).waitFor();
    // Pay at pickup: confirmed, with what happens next; never the yellow "In attesa di pagamento".
    await page.getByRole('heading', { name: 'Ordine confermato: paghi al ritiro' }).waitFor();
    await page.getByText('Confermato · paghi al ritiro').first().waitFor();
    expect(await page.getByText('In attesa di pagamento').count()).toBe(0);
    const lines = await page.getByText('Da ordinare', { exact: true }).count();
    expect(lines).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('cart-badge').count()).toBe(0);
    expect(formatViolations(await seriousViolations(page))).toBe('');

    // The customer cancels it before the shop starts preparing it.
    // Cancelling asks first: "No" keeps the order.
    await page.getByRole('button', { name: 'Annulla l’ordine' }).click();
    const confirm = page.getByRole('dialog', { name: /^Annullare l’ordine/ });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'No, tieni l’ordine' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByText('Annullato', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Annulla l’ordine' }).click();
    await confirm.getByRole('button', { name: 'Sì, annulla l’ordine' }).click();
    await page.getByText('Annullato', { exact: true }).first().waitFor();
    // Every line of the cancelled order says so.
    await expect.poll(() => page.getByText('annullato', { exact: true }).count()).toBe(lines);
    expect(await page.getByText('Da ordinare', { exact: true }).count()).toBe(0);
  });

  it('pays by card on Stripe and the order turns paid after the webhook', async () => {
    const customer = await newCustomer();
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${server.url}/auth/login`);
    await refuseCookies(page);
    await logIn(page, customer);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await page.goto(`${server.url}/products?search=diario`);
    await page.getByRole('button', { name: /^Aggiungi Diario scolastico/ }).click();
    await expect.poll(() => badge(page)).toBe('1');
    await page.goto(`${server.url}/checkout`);
    await page.getByText(/di cui IVA 22%/).waitFor();
    await page.getByLabel(/Ritiro in libreria/).check();
    await page.getByLabel(/Carta di pagamento/).check();
    await page.getByLabel(/Ho letto e accetto/).check();
    await page.getByRole('button', { name: 'Ordina e paga' }).click();

    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    // The customer leaves the card page first, then comes back to pay from the order page.
    await page.getByRole('link', { name: 'Annulla' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?pagamento=annullato$/);
    await page.getByText('Il pagamento è stato interrotto').waitFor();
    const payAgain = page.getByRole('button', { name: 'Paga ora con carta' });
    await expect.poll(() => payAgain.isEnabled()).toBe(true);
    await payAgain.click();
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    await page.getByRole('button', { name: 'Paga' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?pagamento=completato$/);
    await page.getByText('Pagato', { exact: true }).first().waitFor();
    await page.getByText('Pagamento con carta confermato').waitFor();
  });

  it('a session that expires mid-checkout sends to login and back, with the cart intact', async () => {
    const customer = await newCustomer();
    browser = await openBrowser();
    const { page, context } = browser;
    await atCheckoutWithOneProduct(page, customer);
    await page.getByLabel(/Ritiro in libreria/).check();
    await page.getByLabel(/Paga al ritiro/).check();
    await page.getByLabel(/Ho letto e accetto/).check();
    await page.waitForLoadState('networkidle');
    // The session ends (expired, or signed out elsewhere) while the form is open.
    const consent = (await context.cookies()).filter((c) => c.name.includes('consent'));
    await context.clearCookies();
    await context.addCookies(consent);
    await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
    await page.waitForURL(/\/auth\/login\?redirect=%2Fcheckout/);
    await expect.poll(() => badge(page)).toBe('1');
    await logIn(page, customer);
    await page.waitForURL(/\/checkout$/);
    await page
      .getByText(/di cui IVA/)
      .first()
      .waitFor();
    await expect.poll(() => badge(page)).toBe('1');
  });
  it('lists the problems at the top, each a link to its field, and drops each one as it is fixed', async () => {
    const customer = await newCustomer();
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await atCheckoutWithOneProduct(page, customer);
    await page.getByLabel(/Spedizione a casa/).check();
    await page.getByLabel('CAP').fill('091');
    await page.getByLabel('Prov.').fill('ZZ');
    await page.getByRole('button', { name: /^(Ordina e paga|Conferma l’ordine)$/ }).click();

    // The summary takes focus and names each field with a problem.
    const summary = page.getByRole('alert').filter({ hasText: 'Controlla questi campi' });
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const field of ['CAP', 'Provincia', 'Condizioni di vendita'])
      await summary.getByRole('link', { name: field }).waitFor();
    const cap = page.getByLabel('CAP');
    expect(await cap.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Il CAP è di 5 cifre').waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');

    // A link moves focus to its field; fixing it clears its message and its entry at once.
    await summary.getByRole('link', { name: 'CAP' }).click();
    await expect.poll(() => cap.evaluate((el) => el === document.activeElement)).toBe(true);
    await cap.fill('09124');
    await expect.poll(() => page.getByText('Il CAP è di 5 cifre').count()).toBe(0);
    await expect.poll(() => summary.getByRole('link', { name: 'CAP' }).count()).toBe(0);
    expect(await cap.getAttribute('aria-invalid')).toBeNull();
    await summary.getByRole('link', { name: 'Provincia' }).waitFor();

    // What only the server can tell (a tax code's check character) comes back from the API
    // beside its field and in the summary, like the browser's own messages (decision 0037).
    await page.getByLabel('Destinatario').fill('Anna Pinna');
    await page.getByLabel('Indirizzo e numero civico').fill('Via Roma 1');
    await page.getByLabel('Città').fill('Cagliari');
    await page.getByLabel('Prov.').fill('ca');
    await page.getByLabel('Telefono per il corriere').fill('070 123456');
    await page.getByLabel('Voglio la fattura (facoltativo)').check();
    await page.getByLabel('Intestatario').fill('Anna Pinna');
    await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562T');
    await page.getByLabel('Indirizzo di fatturazione').fill('Via Roma 1, 09124 Cagliari');
    await page.getByLabel(/Ho letto e accetto/).check();
    await page.getByRole('button', { name: /^(Ordina e paga|Conferma l’ordine)$/ }).click();
    await page.getByText('Codice fiscale non valido').waitFor();
    expect(await page.getByLabel('Codice fiscale').getAttribute('aria-invalid')).toBe('true');
    await summary.getByRole('link', { name: 'Codice fiscale' }).waitFor();
    expect(await summary.textContent()).not.toContain('Provincia');
  });
});
