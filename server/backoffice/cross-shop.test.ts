import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { tenantMemberships, users } from '../accounts/schema.ts';
import { createArticle } from '../blog/articles.ts';
import { blogArticles, blogComments } from '../blog/schema.ts';
import { productCategories, productFavourites, products, suppliers } from '../catalog/schema.ts';
import { familyLists } from '../lists/schema.ts';
import { carts, orderEvents, orderItems, orderNotes, orderPayments, orders } from '../orders/schema.ts';
import { reviews } from '../reviews/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, type SignedIn } from '../test/auth.ts';
import { createShop, insertOrder, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';

// Issue 18's table: a person of shop A (family, staff, owner) and the operator reach for shop
// B's data, with B's ids on A's address or on B's own address. Every call is refused (403,
// 404) or answers only the caller's own empty data; afterwards shop B's rows are exactly as
// before, and no answer carries anything of B.

type Actor = 'family' | 'staff' | 'owner' | 'operator';
type Host = 'A' | 'B';
type Call = { as: Actor; on: Host; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };
type Row = Call & { expect: number };

/** B's things a caller from A aims at. */
type Targets = {
  orderId: string;
  itemId: number;
  productId: number;
  categoryId: number;
  supplierId: number;
  listId: string;
  reviewId: number;
  articleId: number;
  commentId: number;
  familyId: string;
  staffId: string;
};

/** Texts only shop B holds: none may appear in an answer to A's people. */
const SECRETS = ['Quaderno segreto di B', 'Recensione segreta di B', 'Commento segreto di B', 'Lista di Bea'];

const product = (name: string) => ({
  nome: name,
  categoria: 'Cartoleria B',
  fornitore: 'Fornitore B',
  prezzoOriginale: 2,
  pezzi_disponibili: 7,
});

function rows(b: Targets): Row[] {
  const order = `/api/admin/orders/${b.orderId}`;
  const listBody = { nome: 'Presa', codiceScuola: 'CBIC80000X', classe: 1, sezione: 'A' };
  const family: Row[] = [
    // A family of shop A on A's address, with B's ids.
    { as: 'family', on: 'A', method: 'GET', path: `/api/orders/${b.orderId}`, expect: 404 },
    { as: 'family', on: 'A', method: 'POST', path: `/api/orders/${b.orderId}/pay`, expect: 404 },
    { as: 'family', on: 'A', method: 'POST', path: `/api/orders/${b.orderId}/cancel`, expect: 404 },
    { as: 'family', on: 'A', method: 'PUT', path: `/api/lists/${b.listId}`, body: listBody, expect: 404 },
    { as: 'family', on: 'A', method: 'DELETE', path: `/api/lists/${b.listId}`, expect: 404 },
    { as: 'family', on: 'A', method: 'GET', path: `/api/products/${b.productId}`, expect: 404 },
    {
      as: 'family',
      on: 'A',
      method: 'POST',
      path: `/api/products/${b.productId}/reviews`,
      body: { stelle: 5, testo: 'Ottimo quaderno, lo consiglio davvero a tutti' },
      expect: 404,
    },
    // B's product in A's cart is a line A's shop cannot sell: kept as a problem, never ordered.
    {
      as: 'family',
      on: 'A',
      method: 'PUT',
      path: '/api/cart',
      body: { items: [{ type: 'product', id: String(b.productId), quantity: 1 }], shippingMethod: 'pickup' },
      expect: 200,
    },
    {
      as: 'family',
      on: 'A',
      method: 'POST',
      path: '/api/checkout',
      body: {
        shippingMethod: 'pickup',
        pickupPointId: 1,
        paymentMethod: 'ritiro',
        acceptTerms: true,
        idempotencyKey: 'incrocio-checkout-1',
      },
      expect: 422,
    },
    // Someone else's product is no favourite of A's: ignored, and removing it removes nothing.
    {
      as: 'family',
      on: 'A',
      method: 'POST',
      path: '/api/favourites',
      body: { ids: [String(b.productId)] },
      expect: 200,
    },
    { as: 'family', on: 'A', method: 'DELETE', path: `/api/favourites/${b.productId}`, expect: 200 },
    { as: 'family', on: 'A', method: 'GET', path: `/api/blog/comments?articleId=${b.articleId}`, expect: 200 },
    {
      as: 'family',
      on: 'A',
      method: 'POST',
      path: `/api/blog/comments?articleId=${b.articleId}`,
      body: { name: 'Intruso', email: 'intruso@example.com', content: 'Commento dove non si può' },
      expect: 404,
    },
    { as: 'family', on: 'A', method: 'POST', path: `/api/blog/like?articleId=${b.articleId}`, expect: 404 },
    // The same family on shop B's address: only its own (empty) data there.
    { as: 'family', on: 'B', method: 'GET', path: '/api/orders', expect: 200 },
    { as: 'family', on: 'B', method: 'GET', path: `/api/orders/${b.orderId}`, expect: 404 },
    { as: 'family', on: 'B', method: 'POST', path: `/api/orders/${b.orderId}/cancel`, expect: 404 },
    { as: 'family', on: 'B', method: 'GET', path: '/api/cart', expect: 200 },
    { as: 'family', on: 'B', method: 'GET', path: '/api/favourites', expect: 200 },
    { as: 'family', on: 'B', method: 'GET', path: '/api/lists', expect: 200 },
    { as: 'family', on: 'B', method: 'GET', path: '/api/admin/orders', expect: 403 },
    { as: 'family', on: 'B', method: 'GET', path: `${order}`, expect: 403 },
  ];
  const shopPeople = (['staff', 'owner'] as const).flatMap((as): Row[] => [
    // Shop A's people on A's back office, with B's ids.
    { as, on: 'A', method: 'GET', path: order, expect: 404 },
    { as, on: 'A', method: 'GET', path: `${order}/barcode.svg`, expect: 404 },
    { as, on: 'A', method: 'POST', path: `${order}/status`, body: { status: 'in_preparazione' }, expect: 404 },
    { as, on: 'A', method: 'POST', path: `${order}/cancel`, body: { reason: 'Prova tra negozi' }, expect: 404 },
    { as, on: 'A', method: 'POST', path: `${order}/refund`, body: { reason: 'Prova tra negozi' }, expect: 404 },
    {
      as,
      on: 'A',
      method: 'POST',
      path: `${order}/items/status`,
      body: { all: true, status: 'ordinato' },
      expect: 404,
    },
    {
      as,
      on: 'A',
      method: 'POST',
      path: `${order}/items/${b.itemId}/status`,
      body: { status: 'ordinato' },
      expect: 404,
    },
    { as, on: 'A', method: 'POST', path: `${order}/payments`, body: { method: 'contanti', amount: 1 }, expect: 404 },
    { as, on: 'A', method: 'POST', path: `${order}/notes`, body: { text: 'Nota tra negozi' }, expect: 404 },
    { as, on: 'A', method: 'POST', path: `${order}/pickup`, expect: 404 },
    { as, on: 'A', method: 'POST', path: `${order}/ship`, body: { trackingNumber: 'BRT-9' }, expect: 404 },
    { as, on: 'A', method: 'GET', path: `/api/admin/users/${b.familyId}`, expect: 404 },
    { as, on: 'A', method: 'POST', path: `/api/admin/users/${b.familyId}/password-reset`, expect: 404 },
    { as, on: 'A', method: 'DELETE', path: `/api/admin/staff/${b.staffId}`, expect: as === 'owner' ? 404 : 403 },
    { as, on: 'A', method: 'GET', path: `/api/products/${b.productId}`, expect: 404 },
    {
      as,
      on: 'A',
      method: 'POST',
      path: '/api/admin/products',
      body: { isEdit: true, productId: String(b.productId), product: product('Preso da A') },
      expect: 404,
    },
    { as, on: 'A', method: 'DELETE', path: `/api/admin/categories/${b.categoryId}`, expect: 404 },
    { as, on: 'A', method: 'DELETE', path: `/api/admin/suppliers/${b.supplierId}`, expect: 404 },
    {
      as,
      on: 'A',
      method: 'POST',
      path: `/api/admin/reviews/${b.reviewId}`,
      body: { action: 'approve' },
      expect: as === 'owner' ? 404 : 403,
    },
    // Shop A's people on B's address: not B's people.
    { as, on: 'B', method: 'GET', path: '/api/admin/orders', expect: 403 },
    { as, on: 'B', method: 'GET', path: order, expect: 403 },
    { as, on: 'B', method: 'POST', path: `${order}/status`, body: { status: 'in_preparazione' }, expect: 403 },
    { as, on: 'B', method: 'POST', path: `${order}/notes`, body: { text: 'Nota tra negozi' }, expect: 403 },
    { as, on: 'B', method: 'GET', path: '/api/admin/users?q=bea', expect: 403 },
    { as, on: 'B', method: 'DELETE', path: `/api/admin/staff/${b.staffId}`, expect: 403 },
    {
      as,
      on: 'B',
      method: 'POST',
      path: '/api/admin/products',
      body: { isEdit: true, productId: String(b.productId), product: product('Preso da A') },
      expect: 403,
    },
    { as, on: 'B', method: 'GET', path: '/api/admin/reviews', expect: 403 },
    { as, on: 'B', method: 'POST', path: `/api/admin/reviews/${b.reviewId}`, body: { action: 'approve' }, expect: 403 },
    { as, on: 'B', method: 'GET', path: '/api/admin/blog/comments', expect: 403 },
  ]);
  // The operator may work any shop, on that shop's address: B's ids on A's address find nothing.
  const operator: Row[] = [
    { as: 'operator', on: 'A', method: 'GET', path: order, expect: 404 },
    {
      as: 'operator',
      on: 'A',
      method: 'POST',
      path: `${order}/status`,
      body: { status: 'in_preparazione' },
      expect: 404,
    },
    { as: 'operator', on: 'A', method: 'POST', path: `${order}/cancel`, body: { reason: 'Prova' }, expect: 404 },
    { as: 'operator', on: 'A', method: 'POST', path: `${order}/notes`, body: { text: 'Nota' }, expect: 404 },
    {
      as: 'operator',
      on: 'A',
      method: 'POST',
      path: `/api/admin/reviews/${b.reviewId}`,
      body: { action: 'reject' },
      expect: 404,
    },
    { as: 'operator', on: 'A', method: 'GET', path: `/api/admin/blog/articles/${b.articleId}/source`, expect: 404 },
    {
      as: 'operator',
      on: 'A',
      method: 'PUT',
      path: `/api/blog/articles?articleId=${b.articleId}`,
      body: { title: 'Preso da A', content: 'Testo', author: 'Intruso' },
      expect: 404,
    },
    { as: 'operator', on: 'A', method: 'DELETE', path: `/api/blog/articles?articleId=${b.articleId}`, expect: 404 },
    {
      as: 'operator',
      on: 'A',
      method: 'POST',
      path: `/api/admin/blog/comments/${b.commentId}`,
      body: { action: 'approve' },
      expect: 404,
    },
    { as: 'operator', on: 'A', method: 'DELETE', path: `/api/admin/blog/comments/${b.commentId}`, expect: 404 },
    {
      as: 'operator',
      on: 'A',
      method: 'POST',
      path: '/api/admin/products',
      body: { isEdit: true, productId: String(b.productId), product: product('Preso da A') },
      expect: 404,
    },
    { as: 'operator', on: 'A', method: 'DELETE', path: `/api/admin/categories/${b.categoryId}`, expect: 404 },
  ];
  return [...family, ...shopPeople, ...operator];
}

describeEachDatabase('one shop never reaches another shop’s data', (kind) => {
  const app = useTestApp(kind);
  const hosts = {} as Record<Host, string>;
  const who = {} as Record<Actor, SignedIn>;
  let targets: Targets;
  let tenantB: string;

  /** Everything of shop B a call could change, read straight from the tables. */
  async function shopB() {
    const { db } = app().services;
    const orderIds = (await db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantB))).map(
      (o) => o.id,
    );
    const articleIds = (
      await db.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.tenantId, tenantB))
    ).map((a) => a.id);
    const productIds = (await db.select({ id: products.id }).from(products).where(eq(products.tenantId, tenantB))).map(
      (p) => p.id,
    );
    return {
      orders: await db.select().from(orders).where(eq(orders.tenantId, tenantB)),
      items: await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
      events: await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)),
      notes: await db.select().from(orderNotes).where(inArray(orderNotes.orderId, orderIds)),
      payments: await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds)),
      carts: await db.select().from(carts).where(eq(carts.tenantId, tenantB)),
      products: await db.select().from(products).where(eq(products.tenantId, tenantB)),
      favourites: await db.select().from(productFavourites).where(inArray(productFavourites.productId, productIds)),
      categories: await db.select().from(productCategories).where(eq(productCategories.tenantId, tenantB)),
      suppliers: await db.select().from(suppliers).where(eq(suppliers.tenantId, tenantB)),
      reviews: await db.select().from(reviews).where(eq(reviews.tenantId, tenantB)),
      articles: await db.select().from(blogArticles).where(eq(blogArticles.tenantId, tenantB)),
      comments: await db.select().from(blogComments).where(inArray(blogComments.articleId, articleIds)),
      lists: await db.select().from(familyLists).where(eq(familyLists.userId, targets.familyId)),
      members: await db.select().from(tenantMemberships).where(eq(tenantMemberships.tenantId, tenantB)),
      family: await db
        .select({ blockedAt: users.blockedAt, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, targets.familyId)),
    };
  }

  beforeAll(async () => {
    const { services } = app();
    const { db } = services;
    const shopA = await createShop(services, `incrocio-a-${kind}`);
    const shopB = await createShop(services, `incrocio-b-${kind}`);
    hosts.A = shopA.host;
    hosts.B = shopB.host;
    tenantB = shopB.tenant.id;
    who.family = await personWithRole(app(), shopA, 'customer', 'Famiglia di A');
    who.staff = await personWithRole(app(), shopA, 'staff', 'Staff di A');
    who.owner = await personWithRole(app(), shopA, 'owner', 'Titolare di A');
    who.operator = await loginAdmin(app());

    // Shop B's own people and data, made the way they are in use.
    const familyB: Person = await personWithRole(app(), shopB, 'customer', 'Bea Bianchi');
    const staffB = await personWithRole(app(), shopB, 'staff', 'Staff di B');
    const ownerB = await personWithRole(app(), shopB, 'owner', 'Titolare di B');
    const asOwnerB = (path: string, json: unknown) =>
      app().request(path, { method: 'POST', host: hosts.B, headers: ownerB.headers, json });
    const category = (await (await asOwnerB('/api/admin/categories', { nome: 'Cartoleria B' })).json()) as {
      category: { id: string };
    };
    const supplier = (await (await asOwnerB('/api/admin/suppliers', { nome: 'Fornitore B' })).json()) as {
      fornitore: { id: string };
    };
    const saved = await asOwnerB('/api/admin/products', { isEdit: false, product: product('Quaderno segreto di B') });
    expect(saved.status).toBe(201);
    const productId = Number(((await saved.json()) as { product: { id: string } }).product.id);
    const favourite = await app().request('/api/favourites', {
      method: 'POST',
      host: hosts.B,
      headers: familyB.headers,
      json: { ids: [String(productId)] },
    });
    expect(favourite.status).toBe(200);
    const cart = await app().request('/api/cart', {
      method: 'PUT',
      host: hosts.B,
      headers: familyB.headers,
      json: { items: [{ type: 'product', id: String(productId), quantity: 2 }], shippingMethod: 'pickup' },
    });
    expect(cart.status).toBe(200);
    const order = await insertOrder(services, tenantB, {
      userId: familyB.user.id,
      lines: [{ isbn: '9788808123456', title: 'Libro di B', unitCents: 1800, status: 'da_ordinare' }],
    });
    const [item] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const [list] = await db
      .insert(familyLists)
      .values({ userId: familyB.user.id, name: 'Lista di Bea', schoolCode: 'CBIC80000X', classYear: 1, section: 'A' })
      .returning();
    const [review] = await db
      .insert(reviews)
      .values({
        tenantId: tenantB,
        userId: familyB.user.id,
        productId,
        subjectTitle: 'Quaderno segreto di B',
        orderId: order.id,
        purchasedAt: new Date(),
        stars: 4,
        text: 'Recensione segreta di B',
        authorName: 'Bea B.',
      })
      .returning();
    const article = await createArticle(db, tenantB, { title: 'Articolo di B', content: 'Testo di B', author: 'B' });
    const [comment] = await db
      .insert(blogComments)
      .values({
        articleId: Number(article.id),
        name: 'Bea',
        email: 'bea@example.com',
        content: 'Commento segreto di B',
        status: 'approved',
      })
      .returning();
    targets = {
      orderId: order.id,
      itemId: item!.id,
      productId,
      categoryId: Number(category.category.id),
      supplierId: Number(supplier.fornitore.id),
      listId: list!.id,
      reviewId: review!.id,
      articleId: Number(article.id),
      commentId: comment!.id,
      familyId: familyB.user.id,
      staffId: staffB.user.id,
    };
  });

  it('refuses every call of the table and leaves shop B exactly as it was', async () => {
    const before = await shopB();
    const answers: string[] = [];
    const expected: string[] = [];
    const leaks: string[] = [];
    for (const call of rows(targets)) {
      const res = await app().request(call.path, {
        method: call.method,
        host: hosts[call.on],
        headers: new Headers(who[call.as].headers),
        ...(call.body !== undefined ? { json: call.body } : {}),
      });
      const text = await res.text();
      const label = `${call.as}@${call.on} ${call.method} ${call.path.replace(/[0-9a-f-]{36}/g, ':id')}`;
      answers.push(`${label} → ${res.status}`);
      expected.push(`${label} → ${call.expect}`);
      for (const secret of [...SECRETS, targets.orderId]) if (text.includes(secret)) leaks.push(`${label}: ${secret}`);
    }
    expect(answers).toEqual(expected);
    expect(leaks).toEqual([]);
    expect(await shopB()).toEqual(before);
  });
});
