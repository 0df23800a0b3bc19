import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './support/auth.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

// Issue 17's last check, by a tool nobody here wrote: Prism (Stoplight) as a validating
// proxy in front of the built shop, driven through family, back-office and bad-input calls.
// Prism refuses a request the document does not allow (422/401 with its own problem
// type) and turns an answer that does not follow the document into a 500 VIOLATIONS.
// Correct calls must pass untouched; deliberately wrong ones must be refused by someone
// (Prism or the shop) with a 4xx; no answer may break the document.

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

type Exchange = { method: string; path: string; status: number; body: unknown; prism: string | null };
type Expectation = 'ok' | 'refused';

class Client {
  private cookies = new Map<string, string>();
  csrf = '';
  private readonly base: string;
  private readonly origin: string;
  private readonly log: (e: Exchange, expect: Expectation) => void;
  constructor(base: string, origin: string, log: (e: Exchange, expect: Expectation) => void) {
    this.base = base;
    this.origin = origin;
    this.log = log;
  }

  async call(
    expectation: Expectation,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Exchange> {
    const h: Record<string, string> = { accept: 'application/json', origin: this.origin };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && method !== 'GET') h['x-csrf-token'] = this.csrf;
    Object.assign(h, headers);
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(this.base + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value) this.cookies.set(pair.slice(0, eq), value);
      else this.cookies.delete(pair.slice(0, eq));
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    const type = (parsed as { type?: unknown } | null)?.type;
    const prism = typeof type === 'string' && type.startsWith(PRISM_ERRORS) ? type.slice(PRISM_ERRORS.length) : null;
    const exchange = { method, path, status: res.status, body: parsed, prism };
    this.log(exchange, expectation);
    return exchange;
  }
}

describe('the API behind a third-party validating proxy (Prism)', () => {
  let server: RunningServer;
  let prism: ChildProcess;
  let prismUrl = '';
  let prismOutput = '';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-prism-'));
  const problems: string[] = [];
  let exchanges = 0;

  beforeAll(async () => {
    server = await startServer();
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).text();
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, doc);
    const port = await freePort();
    const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
    prism = spawn(
      process.execPath,
      [cli, 'proxy', file, server.url, '--errors', '-h', '127.0.0.1', '-p', String(port)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    prism.stdout?.on('data', (chunk: Buffer) => {
      prismOutput += chunk.toString();
    });
    prism.stderr?.on('data', (chunk: Buffer) => {
      prismOutput += chunk.toString();
    });
    prismUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${prismUrl}/api/regions`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`Prism did not start:\n${prismOutput}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 120_000);

  afterAll(async () => {
    prism?.kill();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const record = (e: Exchange, expectation: Expectation) => {
    exchanges++;
    const what = `${e.method} ${e.path} → ${e.status}`;
    if (e.prism === 'VIOLATIONS') problems.push(`${what}: the answer does not follow the document`);
    else if (expectation === 'ok' && (e.prism || e.status >= 400))
      problems.push(`${what}: a correct call was refused (${e.prism ?? JSON.stringify(e.body).slice(0, 200)})`);
    else if (expectation === 'refused' && e.status < 400) problems.push(`${what}: a wrong call was accepted`);
    else if (e.status >= 500) problems.push(`${what}: server error`);
  };

  it('family, back-office and bad-input calls: no violation, correct calls untouched', async () => {
    const family = new Client(prismUrl, server.url, record);
    await family.call('ok', 'GET', '/api/regions');
    await family.call('ok', 'GET', '/api/provinces?regione=Sardegna');
    await family.call('ok', 'GET', '/api/municipalities?provincia=Cagliari');
    await family.call('ok', 'GET', '/api/schools?regione=Sardegna&limit=5');
    await family.call('ok', 'GET', '/api/schools?nome=deledda%20cagliari');
    const school = await family.call('ok', 'GET', '/api/schools/CAMM80001N');
    const adoptions = await family.call('ok', 'GET', '/api/adoptions?codiceScuola=CAMM80001N&classe=2&sezione=A');
    const books = (adoptions.body as { adozioni: { isbn: string; daAcquistare: boolean }[] }).adozioni;
    expect(books.length).toBeGreaterThan(0);
    const isbn = books[0]!.isbn;
    await family.call('ok', 'GET', `/api/books/${isbn}`);
    await family.call('ok', 'GET', '/api/books?q=matematica');
    const products = await family.call('ok', 'GET', '/api/products?limit=5');
    const productId = (products.body as { products: { id: string }[] }).products[0]!.id;
    await family.call('ok', 'GET', `/api/products/${productId}`);
    await family.call('ok', 'GET', `/api/products/${productId}/reviews`);
    await family.call('ok', 'GET', '/api/categories');
    await family.call('ok', 'GET', '/api/pickup-points');
    const articles = await family.call('ok', 'GET', '/api/blog/articles?limit=3');
    const article = (articles.body as { articles: { id: number; slug: string }[] }).articles[0]!;
    await family.call('ok', 'GET', `/api/blog/article?slug=${article.slug}`);
    await family.call('ok', 'GET', `/api/blog/comments?articleId=${article.id}&status=approved`);
    await family.call('ok', 'GET', '/api/blog/categories');

    // Bad input: refused, and whoever refuses it answers as the document says.
    await family.call('refused', 'GET', '/api/schools?limit=abc');
    await family.call('refused', 'GET', '/api/schools/XX');
    await family.call('refused', 'GET', '/api/books/123');
    await family.call('refused', 'GET', '/api/books?q=');
    await family.call('refused', 'GET', '/api/products?minPrezzo=abc');
    await family.call('refused', 'GET', '/api/blog/article?slug=non-esiste');
    await family.call('refused', 'GET', '/api/auth/me');
    await family.call('refused', 'GET', '/api/orders');

    const { csrfToken } = (await family.call('ok', 'GET', '/api/auth/csrf')).body as { csrfToken: string };
    family.csrf = csrfToken;
    const scuola = (school.body as { scuola: { nomeScuola: string } }).scuola;
    const items = [
      { type: 'product', id: productId, quantity: 2 },
      {
        type: 'book',
        isbn,
        scuola: { codice: 'CAMM80001N', nome: scuola.nomeScuola },
        classe: '2',
        sezione: 'A',
        quantity: 1,
      },
    ];
    await family.call('ok', 'POST', '/api/cart/quote', { items, shippingMethod: 'standard' });
    await family.call('refused', 'POST', '/api/cart/quote', { items: 'tutti' });
    const checkout = {
      shippingMethod: 'standard',
      shippingAddress: {
        nome: 'Maria Rossi',
        indirizzo: 'Via Roma 1',
        citta: 'Cagliari',
        cap: '09124',
        provincia: 'CA',
        telefono: '3331234567',
      },
      paymentMethod: 'bonifico',
      acceptTerms: true,
      idempotencyKey: randomUUID(),
    };
    // A guest's order (no account), and a guest call without lines (a customer whose session ended).
    const guestOrder = await family.call('ok', 'POST', '/api/checkout', {
      ...checkout,
      idempotencyKey: randomUUID(),
      contatto: { nome: 'Luca Serra', email: 'ospite-prism@example.com', telefono: '3331234567' },
      items,
    });
    expect((guestOrder.body as { orderUrl: string }).orderUrl).toContain('?t=');
    await family.call('refused', 'POST', '/api/checkout', { ...checkout, idempotencyKey: randomUUID() });
    const email = `prism-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Quaderno-Rosso-Gatto-7';
    await family.call('refused', 'POST', '/api/auth/register', { email, password: 'corta' });
    await family.call('ok', 'POST', '/api/auth/register', { email, password, name: 'Maria Rossi' });
    family.csrf = ((await family.call('ok', 'GET', '/api/auth/me')).body as { csrfToken: string }).csrfToken;
    await family.call('ok', 'PUT', '/api/cart', { items, shippingMethod: 'standard' });
    await family.call('ok', 'GET', '/api/cart');
    const order = await family.call('ok', 'POST', '/api/checkout', checkout);
    await family.call('ok', 'POST', '/api/checkout', checkout);
    await family.call('refused', 'POST', '/api/checkout', {
      ...checkout,
      acceptTerms: false,
      idempotencyKey: randomUUID(),
    });
    const orderId = (order.body as { order: { id: string } }).order.id;
    await family.call('ok', 'GET', '/api/orders');
    await family.call('ok', 'GET', `/api/orders/${orderId}`);
    await family.call('refused', 'GET', `/api/orders/${randomUUID()}`);
    await family.call('refused', 'POST', `/api/orders/${orderId}/pay`);
    const list = await family.call('ok', 'POST', '/api/lists', {
      nome: 'Giulia',
      codiceScuola: 'CAMM80001N',
      classe: 2,
      sezione: 'A',
    });
    const listId = (list.body as { list: { id: string } }).list.id;
    await family.call('ok', 'PUT', `/api/lists/${listId}`, {
      nome: 'Giulia',
      codiceScuola: 'CAMM80001N',
      classe: 2,
      sezione: 'A',
      owned: [isbn],
    });
    await family.call('ok', 'GET', '/api/lists');
    await family.call('refused', 'POST', '/api/lists', { nome: '' });
    await family.call('ok', 'DELETE', `/api/lists/${listId}`);
    await family.call('ok', 'POST', '/api/favourites', { ids: [productId] });
    await family.call('ok', 'GET', '/api/favourites');
    await family.call('ok', 'DELETE', `/api/favourites/${productId}`);
    await family.call('ok', 'PUT', '/api/auth/profile', { name: 'Maria Rossi', phone: '3331234567' });
    await family.call('ok', 'GET', '/api/auth/export');
    await family.call('ok', 'GET', '/api/auth/account-deletion');
    await family.call('ok', 'POST', `/api/orders/${orderId}/cancel`);
    await family.call('refused', 'POST', `/api/orders/${orderId}/cancel`);
    await family.call('refused', 'PUT', '/api/cart', { items, shippingMethod: 'standard' }, { 'x-csrf-token': 'x' });
    await family.call('ok', 'POST', '/api/auth/logout');

    const again = new Client(prismUrl, server.url, record);
    again.csrf = ((await again.call('ok', 'GET', '/api/auth/csrf')).body as { csrfToken: string }).csrfToken;
    await again.call('refused', 'POST', '/api/auth/login', { email, password: 'sbagliata-davvero' });
    await again.call('ok', 'POST', '/api/auth/login', { email, password });

    // The back office with a bearer token (what a bookshop's own software would use).
    const office = new Client(prismUrl, server.url, record);
    await office.call('refused', 'POST', '/api/admin/login', { username: E2E_ADMIN_USERNAME, password: 'no' });
    const login = await office.call('ok', 'POST', '/api/admin/login', {
      username: E2E_ADMIN_USERNAME,
      password: E2E_ADMIN_PASSWORD,
    });
    const bearer = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const admin = new Client(prismUrl, server.url, record);
    for (const p of [
      '/api/admin/me',
      '/api/admin/dashboard',
      '/api/admin/orders',
      '/api/admin/orders?stato=in_attesa_pagamento&spedizione=pickup',
      `/api/admin/orders/${orderId}`,
      '/api/admin/books?q=mate',
      '/api/admin/stats',
      '/api/admin/staff',
      '/api/admin/users',
      '/api/admin/security-logs?category=AUTH',
      '/api/admin/imports',
      '/api/admin/categories',
      '/api/suppliers',
      '/api/admin/reviews',
      '/api/admin/blog/comments',
      '/api/admin/shops',
      '/api/admin/pricing/textbooks',
      '/api/products?active=false',
    ]) {
      await admin.call('ok', 'GET', p, undefined, bearer);
    }
    await admin.call('ok', 'POST', `/api/admin/orders/${orderId}/notes`, { text: 'Chiamata la cliente' }, bearer);
    await admin.call('ok', 'POST', '/api/admin/categories', { nome: `Prova ${randomUUID().slice(0, 6)}` }, bearer);
    await admin.call('refused', 'GET', '/api/admin/orders?stato=boh', undefined, bearer);
    await admin.call('refused', 'GET', '/api/admin/security-logs?category=BOH', undefined, bearer);
    await admin.call('refused', 'PUT', `/api/admin/books/${isbn}`, { prezzoVendita: -3 }, bearer);
    await admin.call('refused', 'GET', `/api/admin/users/${randomUUID()}`, undefined, bearer);
    await admin.call('refused', 'GET', '/api/admin/orders');

    expect(problems, prismOutput.split('\n').slice(-30).join('\n')).toEqual([]);
    expect(exchanges).toBeGreaterThan(80);
  }, 120_000);
});
