import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { formatViolations, seriousViolations } from './support/browser.ts';
import { type BrowserFixtures, apiCall as call, describeBrowser, expect, shot, test } from './support/fixtures.ts';

// Issue 19 journeys on the shared demo server: a buyer whose order was delivered reviews
// the product and the review shows once the shop approves it; a person reads their data
// and closes their account.

type Helpers = Pick<BrowserFixtures, 'baseUrl' | 'newBrowser' | 'signIn'>;

describeBrowser('trust: verified reviews and GDPR rights', () => {
  test.override({ viewport: { width: 375, height: 800 } });

  /** A pickup order of one product, placed through the API as the cart page and checkout would. */
  async function order(baseUrl: string, page: Page, csrf: string, productId: string) {
    await call(page.request, `${baseUrl}/api/cart`, {
      method: 'PUT',
      csrf,
      data: { items: [{ type: 'product', id: productId, quantity: 1 }], shippingMethod: 'pickup' },
    });
    const points = (await call(page.request, `${baseUrl}/api/pickup-points`, {})) as {
      pickupPoints: { id: number }[];
    };
    const placed = (await call(page.request, `${baseUrl}/api/checkout`, {
      method: 'POST',
      csrf,
      data: {
        shippingMethod: 'pickup',
        pickupPointId: points.pickupPoints[0]!.id,
        paymentMethod: 'ritiro',
        acceptTerms: true,
        idempotencyKey: `e2e-${randomBytes(6).toString('hex')}`,
      },
    })) as { order: { id: string; number: string } };
    return placed.order;
  }

  /** The shop, signed in another browser: moves the order until handed over. */
  async function shopDelivers({ baseUrl, newBrowser, signIn }: Helpers, orderId: string) {
    const admin = await newBrowser({ width: 1280, height: 900 });
    const { csrf } = await signIn.operator({ page: admin.page });
    for (const status of ['in_preparazione', 'pronto_ritiro', 'completato']) {
      await call(admin.page.request, `${baseUrl}/api/admin/orders/${orderId}/status`, {
        method: 'POST',
        csrf,
        data: { status },
      });
    }
    return admin;
  }

  async function productId(baseUrl: string, page: Page, search: string) {
    const found = (await call(page.request, `${baseUrl}/api/products?search=${encodeURIComponent(search)}`, {})) as {
      products: { id: string; nome: string }[];
    };
    return found.products[0]!.id;
  }

  test('a buyer whose order was delivered reviews the product; it shows after the shop approves it', async ({
    page,
    baseUrl,
    navigate,
    newBrowser,
    signIn,
    refuseCookies,
  }) => {
    const id = await productId(baseUrl, page, 'quaderno pentagrammato');
    const url = `${baseUrl}/products/${id}`;

    // Before buying: no form, no reviews, no aggregate in the structured data.
    const who = await signIn.family({ name: 'Chiara Fadda' });
    await navigate('/products/:id', { params: { id } });
    await refuseCookies();
    await page.getByText('Potrai scrivere una recensione quando avrai ricevuto').waitFor();
    expect(await page.content()).not.toContain('aggregateRating');

    const placed = await order(baseUrl, page, who.csrf, id);
    await page.reload();
    await page.getByText('Potrai scrivere una recensione quando avrai ricevuto').waitFor();
    const admin = await shopDelivers({ baseUrl, newBrowser, signIn }, placed.id);

    await page.reload();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Scrivi la tua recensione' }) });
    await form.waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');
    // The radios are visually hidden behind their star labels: a person clicks the label.
    await form.locator('label', { has: page.getByRole('radio', { name: '4 stelle' }) }).click();
    expect(await form.getByRole('radio', { name: '4 stelle' }).isChecked()).toBe(true);
    await form.getByLabel('La tua recensione').fill('Pentagramma ben stampato, la carta non sbava con la matita.');
    await form.getByRole('button', { name: 'Invia la recensione' }).click();
    await page.getByText('La tua recensione: In attesa di verifica').waitFor();
    // Not public yet.
    const anonymous = await (await fetch(url)).text();
    expect(anonymous).not.toContain('Pentagramma ben stampato');

    // The shop approves it from the products screen.
    await admin.page.goto(`${baseUrl}/admin/products`);
    await refuseCookies(admin.page);
    const moderation = admin.page.locator('section', {
      has: admin.page.getByRole('heading', { name: 'Recensioni da controllare' }),
    });
    const item = moderation.locator('li', { hasText: 'Pentagramma ben stampato' });
    await item.waitFor();
    expect(await item.textContent()).toContain(placed.number);
    await item.getByRole('button', { name: /^Pubblica/ }).click();
    await admin.page.getByText('Recensione di Chiara F. pubblicata.').waitFor();

    // Everyone sees it now, as a verified review with the purchase date, and the aggregate.
    const visitor = await newBrowser();
    await visitor.page.goto(url);
    await refuseCookies(visitor.page);
    const review = visitor.page.getByRole('article', { name: 'Recensione di Chiara F.' });
    await review.waitFor();
    expect(await review.textContent()).toMatch(/Recensione verificata: acquisto del \d{2}\/\d{2}\/\d{4}/);
    await visitor.page.getByText('1 recensione verificata').waitFor();
    await visitor.page.getByText(/Come controlliamo le recensioni/).waitFor();
    const html = await visitor.page.content();
    expect(html).toContain('"aggregateRating"');
    expect(html).toContain('"reviewCount":1');
    expect(formatViolations(await seriousViolations(visitor.page))).toBe('');
    await shot(visitor.page, 'product-reviews-375');
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await shot(visitor.page, 'product-reviews-1280');
  });

  test('a person reads their data, then closes the account after seeing what will happen', async ({
    page,
    baseUrl,
    navigate,
    newBrowser,
    signIn,
    refuseCookies,
  }) => {
    const who = await signIn.family({ name: 'Davide Serra' });
    const delivered = await order(baseUrl, page, who.csrf, await productId(baseUrl, page, 'gomme bianche'));
    await shopDelivers({ baseUrl, newBrowser, signIn }, delivered.id);
    const open = await order(baseUrl, page, who.csrf, await productId(baseUrl, page, 'colla stick'));

    await navigate('/profile');
    await refuseCookies();
    await page.getByRole('link', { name: 'Vedi i miei dati' }).click();
    await page.waitForURL(/\/profile\/data$/);
    await page.getByRole('heading', { name: 'I miei dati', level: 1 }).waitFor();
    await page.getByRole('heading', { name: `Ordine ${delivered.number} · Cartella` }).waitFor();
    await page.getByRole('button', { name: 'Stampa o salva in PDF' }).waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await shot(page, 'profile-data-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'profile-data-1280');
    await page.setViewportSize({ width: 375, height: 800 });

    await navigate('/profile');
    await page.getByRole('link', { name: /Elimina il mio account/ }).click();
    await page.waitForURL(/\/profile\/delete$/);
    const cancel = page.locator('div', { has: page.getByRole('heading', { name: /li annulliamo/ }) }).last();
    expect(await cancel.textContent()).toContain(open.number);
    const keep = page.locator('div', { has: page.getByRole('heading', { name: /li conserviamo/ }) }).last();
    expect(await keep.textContent()).toContain(delivered.number);
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await shot(page, 'profile-delete-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'profile-delete-1280');

    // Without the confirmation nothing happens.
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.getByText('Spunta la casella per confermare').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByLabel(/voglio eliminare definitivamente/).check();
    await page.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.waitForURL(`${baseUrl}/?account=eliminato`);

    // Signed out, and the account no longer exists.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    expect(login.status).toBe(401);
    await navigate('/profile');
    await page.waitForURL(/\/auth\/login/);
  });
});
