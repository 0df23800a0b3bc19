import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatCents } from '#common/format.ts';
import {
  FAKE_PRICE_MONTHLY,
  FAKE_PRICE_YEARLY,
  FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from '#server/test/fake-stripe.ts';
import { loginAsAdmin, signInOwnerOnHost } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 14, "Done when": a bookshop opens its shop on its own address in one sitting, takes
// card payments into its own Stripe account (the platform keeps its fee), with no operator
// action, against the local fake Stripe (Connect and Billing).

describeBrowser('a bookshop goes live by itself', () => {
  let server: RunningServer;
  let stripe: FakeStripe;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_MONTHLY: FAKE_PRICE_MONTHLY,
      STRIPE_PRICE_YEARLY: FAKE_PRICE_YEARLY,
      PLATFORM_FEE_PERCENT: '5',
    });
    stripe.setWebhookTarget(`${server.url}/api/payments/stripe/webhook`);
  }, 120_000);
  afterAll(async () => {
    for (const b of browsers) await b.close();
    await server?.stop();
    await stripe?.close();
  });

  it('registers, connects Stripe, subscribes, opens, and a family pays by card into the shop’s account', async () => {
    const port = new URL(server.url).port;
    const slug = `libreria-${randomBytes(3).toString('hex')}`;
    const host = `http://${slug}.cartella.shop:${port}`;
    // What a visitor's request to the shop's address answers (the name resolves only in the browsers).
    const statusAt = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers: { host: `${slug}.cartella.shop:${port}` } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    const owner = await openBrowser({ width: 375, height: 812, hostResolverRules: 'MAP *.cartella.shop 127.0.0.1' });
    browsers.push(owner);
    const { page } = owner;

    await page.goto(`${server.url}/auth/register?tipo=libreria`);
    await refuseCookies(page);
    await page.getByLabel('Nome della libreria').fill(`Libreria ${slug}`);
    await page.getByLabel('Indirizzo del negozio').fill(slug);
    await page.getByLabel('Nome e cognome').fill('Marta Deiana');
    await page.getByLabel('E-mail').fill(`${slug}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Quaderno-Verde-2026');
    await page.getByLabel('Conferma password').fill('Quaderno-Verde-2026');
    await page.getByRole('button', { name: 'Registra libreria' }).click();
    await page.waitForURL(`${server.url}/`);

    // On the shop's own address: sign in, complete the shop's data.
    // The back office asks an owner for a second factor first (decision 0028), then goes on.
    await signInOwnerOnHost(
      page,
      host,
      { email: `${slug}@example.com`, password: 'Quaderno-Verde-2026' },
      '/admin/negozio',
    );
    await page.getByLabel('Ragione sociale').fill('Libreria Deiana S.r.l.');
    await page.getByLabel('Partita IVA').fill('01234567897');
    await page.getByLabel('Indirizzo della sede').fill('Corso Vittorio Emanuele 12');
    await page.getByLabel('Città').fill('Nuoro');
    await page.getByLabel('Orari di apertura').fill('Lunedì–sabato 9–13 e 16–19:30');
    await page.getByLabel('E-mail').fill(`info@${slug}.it`);
    await page.getByLabel('Telefono').fill('0784 123456');
    await page.getByRole('button', { name: 'Salva i dati del negozio' }).click();
    await page.getByText('Dati del negozio salvati.').waitFor();
    // Cards and the subscription are what is left.
    await page.getByRole('heading', { name: 'Da completare: 2' }).waitFor();

    // Payments: Stripe's onboarding (the fake's hosted page) and back.
    await page.getByRole('link', { name: 'Pagamenti con carta' }).click();
    await page.waitForURL(`${host}/admin/negozio/pagamenti`);
    await page.getByRole('heading', { level: 1, name: 'Pagamenti e abbonamento' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-payments-start-375');
    await page.getByRole('button', { name: 'Collega il conto Stripe' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/connect/acct_`));
    await page.getByRole('button', { name: 'Conferma i dati' }).click();
    await page.waitForURL(`${host}/admin/negozio/pagamenti?stripe=ritorno`);
    await page.getByText('Fatto: i pagamenti con carta sono attivi.').waitFor();
    const account = [...stripe.accounts.values()].find((a) => a.email === `info@${slug}.it`)!;
    await page.getByTestId('connect-state').getByText(account.id).waitFor();

    // Visitors still wait: no subscription yet.
    expect(await statusAt('/')).toBe(503);

    // The yearly plan, paid on Stripe Checkout: the shop opens by itself.
    await page.getByLabel(/^Annuale/).check();
    await page.getByRole('button', { name: 'Attiva l’abbonamento' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    await page.getByRole('heading', { name: 'Abbonamento di prova' }).waitFor();
    await page.getByText('Totale 290.00 EUR').waitFor();
    await page.getByRole('button', { name: 'Paga' }).click();
    await page.waitForURL(`${host}/admin/negozio/pagamenti?abbonamento=attivato`);
    await page.getByText('Grazie: l’abbonamento è attivo.').waitFor();
    await page
      .getByTestId('subscription-state')
      .getByText(/piano annuale, si rinnova il/)
      .waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-payments-done-375');
    await expect.poll(() => statusAt('/')).toBe(200);

    // A family on the shop's address buys a class list by card.
    const family = await openBrowser({ width: 375, height: 812, hostResolverRules: 'MAP *.cartella.shop 127.0.0.1' });
    browsers.push(family);
    const f = family.page;
    await f.goto(`${host}/scuola/CAMM80001N?classe=1&sezione=A`);
    await refuseCookies(f);
    const addAll = f.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    await expect.poll(() => addAll.isEnabled()).toBe(true);
    await addAll.click();
    await expect.poll(() => f.getByTestId('cart-badge').textContent()).not.toBeNull();
    await f.goto(`${host}/cart`);
    await f.getByLabel(/Ritiro in libreria/).check();
    await f
      .getByText(/Corso Vittorio Emanuele 12/)
      .first()
      .waitFor();
    await f.getByRole('link', { name: 'Procedi', exact: true }).click();
    await f.waitForURL(/\/checkout$/);
    await f.getByLabel('Nome e cognome').fill('Paola Melis');
    await f.getByLabel('E-mail').fill(`famiglia-${slug}@example.com`);
    await f.getByLabel('Telefono', { exact: true }).fill('333 1234567');
    await f.getByLabel(/Carta di pagamento/).check();
    await f.getByLabel(/Ho letto e accetto/).check();
    await f.getByRole('button', { name: 'Ordina e paga' }).click();
    await f.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const sessionId = new URL(f.url()).pathname.split('/').pop()!;
    await f.getByRole('button', { name: 'Paga' }).click();
    await f.waitForURL(new RegExp(`^${host}/orders/[0-9a-f-]{36}\\?t=.+pagamento=completato$`));
    await f.getByText('Pagamento con carta confermato').waitFor();

    // The money went to the bookshop's account; the platform keeps 5%.
    const session = stripe.sessions.get(sessionId)!;
    expect(session.stripe_account).toBe(account.id);
    expect(session.application_fee_amount).toBe(Math.round(session.amount_total * 0.05));
    expect(session.amount_total).toBeGreaterThan(0);

    // The operator sees the shop's plan, Stripe state, its month and the platform's fee.
    const operator = await openBrowser({ width: 1280, height: 900 });
    browsers.push(operator);
    await loginAsAdmin(operator.page, server.url);
    await operator.page.goto(`${server.url}/admin/negozi`);
    await refuseCookies(operator.page);
    const card = operator.page.getByRole('listitem').filter({ hasText: slug });
    const figures = card.getByTestId('shop-business');
    await figures.getByText('attivo (annuale)').waitFor();
    await figures.getByText('attivi').waitFor();
    const fee = formatCents(session.application_fee_amount!);
    await figures.getByText(fee).waitFor();
    await operator.page.getByRole('table', { name: /Commissioni sui pagamenti con carta/ }).waitFor();
    await expectAccessible(operator.page);
    await shot(operator.page, 'admin-shops-fees-1280');
  });
});
