import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { totpCode } from '#server/accounts/second-factor/totp.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connection.ts';
import { enrolSecondFactor } from '#server/test/second-factor.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from '../auth.ts';
import { api, sessionToken } from './http.ts';

// Two live bookshops for the isolation probe, built only through the public API as their
// people would: registration, profile, the operator's opening, a staff invitation, a
// product and an article, and a family with a cart, favourites, a list and an order.
// Every text the probe must never see across shops carries a marker of its own.

export const SITE_SUFFIX = 'cartella.shop';
const PASSWORD = 'Scaffale-Isolato-2026';
const SCHOOL = { code: 'CAMM80001N', classe: 2, sezione: 'A' };

export type Role = 'owner' | 'staff' | 'customer';
export const ROLES: readonly Role[] = ['owner', 'staff', 'customer'];

export type Person = { role: Role; userId: string; email: string; token: string };

/**
 * Who may see a marker: `public` anyone on the shop's own host; `backoffice` only the
 * shop's owner and staff on its host; a marker with a `person` is also theirs to see
 * (everywhere when `anywhere`, e.g. their own e-mail, else only on the shop's host).
 */
export type Marker = {
  value: string;
  what: string;
  shop: string;
  visibility: 'public' | 'backoffice';
  person?: string;
  anywhere?: boolean;
};

export type Shop = {
  key: 'A' | 'B';
  tenantId: string;
  slug: string;
  host: string;
  people: Record<Role, Person>;
  ids: {
    productId: number;
    categoryId: number | null;
    supplierId: number | null;
    articleId: number;
    articleSlug: string;
    orderId: string;
    orderNumber: string;
    orderItemId: number;
    listId: string;
    pickupPointId: number;
    commentId: number | null;
    isbn: string;
  };
  markers: Marker[];
};

/** A marker: fixed length, so no marker is a prefix of another. */
function mark(tag: string, code: string): string {
  return `zq${tag}${code}`;
}

function expectStatus(what: string, status: number, expected: number, text: string): void {
  if (status !== expected) throw new Error(`${what}: expected ${expected}, got ${status}: ${text.slice(0, 300)}`);
}

export async function operatorToken(base: string): Promise<string> {
  const res = await api<{ token: string }>(base, '127.0.0.1', 'POST', '/api/admin/login', {
    json: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
  });
  expectStatus('operator login', res.status, 200, res.text);
  return res.data.token;
}

/** The invitation link's token, from the outbox row the server wrote for that address. */
/**
 * Turns on an owner's or staff member's second factor, which the back office requires
 * (decision 0028), straight in the server's database: the probe is about shops, not sign-in.
 * The key is the server's: a production server in demo mode uses the development key.
 */
async function withSecondFactor(pool: pg.Pool, userId: string, email: string): Promise<void> {
  // The test holds a plain node-postgres pool; the store only uses the query builder.
  const db = drizzle(pool) as unknown as Db;
  const config = { NODE_ENV: 'production', DEMO_DATA: true, TOTP_ENCRYPTION_KEY: undefined } as Config;
  const { secret } = await enrolSecondFactor({ db, config }, { userId });
  factors.set(email.toLowerCase(), { secret, pool, userId });
}

/** The second factors the probe turned on, to sign those people in again. */
const factors = new Map<string, { secret: string; pool: pg.Pool; userId: string }>();

/**
 * The code a sign-in needs: this moment's, after forgetting the last code used (a code is
 * accepted once per 30 s, and the probe signs the same person in several times a minute).
 */
async function currentCode(email: string): Promise<string | undefined> {
  const factor = factors.get(email.toLowerCase());
  if (!factor) return undefined;
  await factor.pool.query('UPDATE second_factors SET last_step = 0 WHERE user_id = $1', [factor.userId]);
  return totpCode(factor.secret, new Date());
}

async function invitationToken(db: pg.Pool, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await db.query<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" ILIKE $1', [
      `%${email}%`,
    ]);
    for (const row of rows) {
      const token = row.text.match(/\/admin\/invito\?token=([A-Za-z0-9_%-]+)/)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail for ${email}`);
}

async function register(base: string, host: string, name: string, email: string): Promise<Person> {
  const res = await api<{ user: { id: string } }>(base, host, 'POST', '/api/auth/register', {
    json: { name, email, password: PASSWORD },
  });
  expectStatus(`register ${email}`, res.status, 201, res.text);
  return { role: 'customer', userId: res.data.user.id, email, token: sessionToken(res.headers) };
}

/**
 * Signs a person in again on their shop (after a probe call ended their session), from an
 * address of its own: the probe's failed sign-ins throttle the probe's address.
 */
export async function signIn(base: string, host: string, email: string): Promise<string> {
  const res = await api(base, host, 'POST', '/api/auth/login', {
    json: { email, password: PASSWORD, code: await currentCode(email) },
    headers: { 'x-forwarded-for': '198.51.100.99' },
  });
  expectStatus(`login ${email}`, res.status, 200, res.text);
  return sessionToken(res.headers);
}

export async function createShop(base: string, db: pg.Pool, key: 'A' | 'B', operator: string): Promise<Shop> {
  const tag = randomBytes(3).toString('hex');
  const m = (code: string) => mark(tag, code);
  const slug = `isolamento-${key.toLowerCase()}-${randomBytes(3).toString('hex')}`;
  const host = `${slug}.${SITE_SUFFIX}`;
  const markers: Marker[] = [];
  const add = (marker: Omit<Marker, 'shop'>) => markers.push({ ...marker, shop: key });

  // The owner registers the shop on the platform's address.
  const ownerEmail = `${m('ow')}@example.com`;
  const registered = await api<{ tenant: { id: string }; user: { uid: string } }>(
    base,
    '127.0.0.1',
    'POST',
    '/api/tenants/register',
    {
      json: {
        name: `Titolare ${m('on')}`,
        shopName: `Libreria ${m('sn')}`,
        email: ownerEmail,
        password: PASSWORD,
        domain: slug,
      },
    },
  );
  expectStatus('bookshop registration', registered.status, 201, registered.text);
  const tenantId = registered.data.tenant.id;
  await withSecondFactor(db, registered.data.user.uid, ownerEmail);
  const owner: Person = {
    role: 'owner',
    userId: registered.data.user.uid,
    email: ownerEmail,
    token: sessionToken(registered.headers),
  };
  add({ value: m('ow'), what: 'owner e-mail', visibility: 'backoffice', person: owner.userId, anywhere: true });
  add({ value: m('on'), what: 'owner name', visibility: 'backoffice', person: owner.userId, anywhere: true });

  // Its profile, then the operator opens it.
  const profile = await api(base, host, 'PUT', `/api/tenants/${tenantId}`, {
    token: owner.token,
    json: {
      name: `Libreria ${m('sn')}`,
      legalName: `Libreria ${m('ln')} S.r.l.`,
      vatNumber: '01234567897',
      address: `Via ${m('ad')} 1`,
      city: 'Cagliari',
      email: `${m('se')}@example.com`,
      phone: '+39 070 123456',
      iban: 'IT60X0542811101000000123456',
      openingHours: `Lun-Sab 9-13 ${m('oh')}`,
      standardShippingCost: 5,
      freeShippingThreshold: 60,
    },
  });
  expectStatus('shop profile', profile.status, 200, profile.text);
  for (const [code, what] of [
    ['sn', 'shop name'],
    ['ln', 'legal name'],
    ['ad', 'shop address'],
    ['se', 'shop e-mail'],
    ['oh', 'opening hours'],
  ] as const) {
    add({ value: m(code), what, visibility: 'public' });
  }
  const opened = await api(base, '127.0.0.1', 'POST', `/api/admin/tenants/${tenantId}/status`, {
    token: operator,
    json: { status: 'attivo', reason: 'Apertura per la prova di isolamento' },
  });
  expectStatus('opening', opened.status, 200, opened.text);

  // A staff member, invited by the owner, who accepts after signing up.
  const staffEmail = `${m('st')}@example.com`;
  const invited = await api(base, host, 'POST', '/api/admin/staff', {
    token: owner.token,
    json: { email: staffEmail },
  });
  if (invited.status >= 300) throw new Error(`staff invitation: ${invited.status} ${invited.text}`);
  const invitation = await invitationToken(db, staffEmail);
  const staffAccount = await register(base, host, `Collaboratore ${m('sm')}`, staffEmail);
  const accepted = await api(base, host, 'POST', '/api/staff-invitations/accept', {
    token: staffAccount.token,
    json: { token: invitation },
  });
  if (accepted.status >= 300) throw new Error(`invitation acceptance: ${accepted.status} ${accepted.text}`);
  await withSecondFactor(db, staffAccount.userId, staffEmail);
  const staff: Person = { role: 'staff', userId: staffAccount.userId, email: staffEmail, token: staffAccount.token };
  add({ value: m('st'), what: 'staff e-mail', visibility: 'backoffice', person: staff.userId, anywhere: true });
  add({ value: m('sm'), what: 'staff name', visibility: 'backoffice', person: staff.userId, anywhere: true });

  // A category, a supplier, a product and an article of its own.
  for (const [path, nome] of [
    ['/api/admin/categories', `Zaini ${m('pc')}`],
    ['/api/admin/suppliers', `Fornitore ${m('pf')}`],
  ] as const) {
    const made = await api(base, host, 'POST', path, { token: owner.token, json: { nome } });
    if (made.status >= 300) throw new Error(`${path}: ${made.status} ${made.text}`);
  }
  const product = await api<{ product?: { id: number }; id?: number }>(base, host, 'POST', '/api/admin/products', {
    token: owner.token,
    json: {
      product: {
        nome: `Zaino ${m('pr')}`,
        descrizione: `Zaino robusto ${m('pd')}`,
        categoria: `Zaini ${m('pc')}`,
        prezzoOriginale: 20,
        margine: 30,
        fornitore: `Fornitore ${m('pf')}`,
        pezzi_disponibili: 50,
      },
    },
  });
  if (product.status >= 300) throw new Error(`product: ${product.status} ${product.text}`);
  add({ value: m('pr'), what: 'product title', visibility: 'public' });
  add({ value: m('pd'), what: 'product description', visibility: 'public' });
  add({ value: m('pc'), what: 'product category', visibility: 'public' });
  // The supplier is the shop's purchasing detail, not the families'.
  add({ value: m('pf'), what: 'supplier', visibility: 'backoffice' });
  const { rows: productRows } = await db.query<{ id: number; category_id: number | null; supplier_id: number | null }>(
    'SELECT id, category_id, supplier_id FROM products WHERE tenant_id = $1',
    [tenantId],
  );
  const productRow = productRows[0]!;

  // The blog is written by the operator (requireAdmin), in the shop of the host it is written on.
  const article = await api(base, host, 'POST', '/api/blog/articles', {
    token: operator,
    json: {
      title: `Come scegliere lo zaino ${m('at')}`,
      content: `Consigli della libreria ${m('ac')}.`,
      author: `Redazione ${m('au')}`,
      status: 'published',
      // Its address is an id the probe sends: no marker in it.
      slug: `articolo-${randomBytes(4).toString('hex')}`,
    },
  });
  if (article.status >= 300) throw new Error(`article: ${article.status} ${article.text}`);
  const { rows: articleRows } = await db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM blog_articles WHERE tenant_id = $1',
    [tenantId],
  );
  add({ value: m('at'), what: 'article title', visibility: 'public' });
  add({ value: m('ac'), what: 'article text', visibility: 'public' });
  add({ value: m('au'), what: 'article author', visibility: 'public' });

  // A family: a list, favourites, an order, and a cart filled again afterwards.
  const customer = await register(base, host, `Famiglia ${m('cn')}`, `${m('cu')}@example.com`);
  add({ value: m('cu'), what: 'customer e-mail', visibility: 'backoffice', person: customer.userId, anywhere: true });
  add({ value: m('cn'), what: 'customer name', visibility: 'backoffice', person: customer.userId, anywhere: true });
  const list = await api<{ list?: { id: string }; id?: string }>(base, host, 'POST', '/api/lists', {
    token: customer.token,
    json: { nome: `Figlio ${m('li')}`, codiceScuola: SCHOOL.code, classe: SCHOOL.classe, sezione: SCHOOL.sezione },
  });
  if (list.status >= 300) throw new Error(`list: ${list.status} ${list.text}`);
  // Lists belong to the person, not to a shop (decision 0023): theirs to see anywhere.
  add({ value: m('li'), what: 'list name', visibility: 'backoffice', person: customer.userId, anywhere: true });
  const { rows: listRows } = await db.query<{ id: string }>('SELECT id FROM family_lists WHERE user_id = $1', [
    customer.userId,
  ]);

  const fav = await api(base, host, 'POST', '/api/favourites', {
    token: customer.token,
    json: { ids: [productRow.id] },
  });
  if (fav.status >= 300) throw new Error(`favourites: ${fav.status} ${fav.text}`);

  const adoptions = await api<{ adozioni: { isbn: string; daAcquistare: boolean }[] }>(
    base,
    host,
    'GET',
    `/api/adoptions?codiceScuola=${SCHOOL.code}&classe=${SCHOOL.classe}&sezione=${SCHOOL.sezione}`,
  );
  const isbn = adoptions.data.adozioni.find((a) => a.daAcquistare)!.isbn;
  const cartItems = [
    { type: 'product', id: productRow.id, quantity: 1 },
    {
      type: 'book',
      isbn,
      scuola: { codice: SCHOOL.code },
      classe: String(SCHOOL.classe),
      sezione: SCHOOL.sezione,
      quantity: 1,
      lista: { id: listRows[0]!.id, nome: `Figlio ${m('li')}` },
    },
  ];
  const cart = await api(base, host, 'PUT', '/api/cart', {
    token: customer.token,
    json: { items: cartItems, shippingMethod: 'pickup' },
  });
  if (cart.status >= 300) throw new Error(`cart: ${cart.status} ${cart.text}`);
  const points = await api<{ pickupPoints: { id: number }[] }>(base, host, 'GET', '/api/pickup-points');
  const pickupPointId = points.data.pickupPoints[0]!.id;
  const placed = await api<{ order: { id: string; number: string } }>(base, host, 'POST', '/api/checkout', {
    token: customer.token,
    json: {
      shippingMethod: 'pickup',
      pickupPointId,
      paymentMethod: 'ritiro',
      acceptTerms: true,
      idempotencyKey: `isolamento-${randomBytes(6).toString('hex')}`,
    },
  });
  expectStatus('checkout', placed.status, 201, placed.text);
  // Ids are what the probe sends, so they are no markers: the order shows through its lines
  // (the product's title, the list's name) and its contact (the family's name and e-mail).
  const orderId = placed.data.order.id;
  const again = await api(base, host, 'PUT', '/api/cart', {
    token: customer.token,
    json: { items: cartItems.slice(0, 1), shippingMethod: 'pickup' },
  });
  if (again.status >= 300) throw new Error(`cart again: ${again.status} ${again.text}`);
  const { rows: itemRows } = await db.query<{ id: number }>(
    'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
    [orderId],
  );

  // A comment waiting for moderation: the shop's to read.
  const comment = await api(base, host, 'POST', `/api/blog/comments?articleId=${articleRows[0]!.id}`, {
    token: customer.token,
    json: { name: `Lettore ${m('kn')}`, email: `${m('ke')}@example.com`, content: `Bell'articolo ${m('kc')}` },
  });
  if (comment.status >= 300) throw new Error(`comment: ${comment.status} ${comment.text}`);
  const { rows: commentRows } = await db.query<{ id: number }>('SELECT id FROM blog_comments WHERE article_id = $1', [
    articleRows[0]!.id,
  ]);
  add({ value: m('kc'), what: 'pending comment', visibility: 'backoffice', person: customer.userId });
  add({ value: m('ke'), what: 'comment e-mail', visibility: 'backoffice', person: customer.userId });

  return {
    key,
    tenantId,
    slug,
    host,
    people: { owner, staff, customer },
    ids: {
      productId: productRow.id,
      categoryId: productRow.category_id,
      supplierId: productRow.supplier_id,
      articleId: articleRows[0]!.id,
      articleSlug: articleRows[0]!.slug,
      orderId,
      orderNumber: placed.data.order.number,
      orderItemId: itemRows[0]!.id,
      listId: listRows[0]!.id,
      pickupPointId,
      commentId: commentRows[0]?.id ?? null,
      isbn,
    },
    markers,
  };
}
