import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModerationReviewView, ReviewList, ReviewView } from '#common/reviews/views.ts';
import { seedDemoCatalog } from '../catalog/demo.ts';
import { products } from '../catalog/schema.ts';
import { schoolsDemoSeed } from '../schools/demo.ts';
import { books } from '../schools/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { DELIVERED, moveOrderAs, placePickupOrder } from '../test/orders.ts';

type ErrorBody = { success: false; error: string; code: string; fields?: Record<string, string> };

describeEachDatabase('verified reviews', (kind) => {
  const app = useTestApp(kind);
  let admin: SignedIn;
  let productId = 0;
  let otherProductId = 0;
  let isbn = '';

  beforeAll(async () => {
    const { services } = app();
    await schoolsDemoSeed.run(services);
    await seedDemoCatalog(services);
    admin = await loginAdmin(app());
    const rows = await services.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.active, true), eq(products.available, true), eq(products.minPurchase, 1)))
      .limit(2);
    productId = rows[0]!.id;
    otherProductId = rows[1]!.id;
    const [book] = await services.db.select().from(books).where(eq(books.isIsbn, true)).limit(1);
    isbn = book!.isbn;
  });

  const productLine = (id = productId) => ({ type: 'product', id: String(id), quantity: 1 });
  const bookLine = () => ({
    type: 'book',
    isbn,
    scuola: { codice: 'CAPS00000U' },
    classe: '3',
    sezione: 'A',
    quantity: 1,
  });
  const write = (who: SignedIn | null, json: unknown, path = `/api/products/${productId}/reviews`) =>
    app().request(path, { method: 'POST', json, headers: who?.headers });
  const publicList = async (path = `/api/products/${productId}/reviews`) =>
    (await (await app().request(path)).json()) as ReviewList;
  const moderate = (id: string, action: string, who: SignedIn | null = admin) =>
    app().request(`/api/admin/reviews/${id}`, { method: 'POST', json: { action }, headers: who?.headers });
  const review = { stelle: 4, testo: 'Quaderno robusto, la carta regge la stilografica.' };

  it('refuses a review without a delivered order: anonymous, no order, an order still open', async () => {
    expect((await write(null, review)).status).toBe(401);
    const customer = await registerCustomer(app());
    const none = await write(customer, review);
    expect(none.status).toBe(403);
    expect(((await none.json()) as ErrorBody).code).toBe('NOT_PURCHASED');
    const order = await placePickupOrder(app(), customer, [productLine()]);
    expect((await write(customer, review)).status).toBe(403);
    // Ready for pickup is not handed over yet.
    await moveOrderAs(admin, app(), order.id, ['in_preparazione', 'pronto_ritiro']);
    expect((await write(customer, review)).status).toBe(403);
    // Another product of a delivered order does not open this one.
    const other = await placePickupOrder(app(), customer, [productLine(otherProductId)]);
    await moveOrderAs(admin, app(), other.id, DELIVERED);
    expect((await write(customer, review)).status).toBe(403);
  });

  it('a delivered buyer reviews once; pending is not shown; the average counts approved ones only', async () => {
    const before = await publicList();
    const buyers = await Promise.all([registerCustomer(app(), { name: 'Anna Bianchi' }), registerCustomer(app())]);
    const ids: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const order = await placePickupOrder(app(), buyer, [productLine()]);
      await moveOrderAs(admin, app(), order.id, DELIVERED);
      const res = await write(buyer, { stelle: i === 0 ? 5 : 2, testo: `Recensione numero ${i + 1} del prodotto.` });
      expect(res.status).toBe(201);
      const created = ((await res.json()) as { review: ReviewView }).review;
      expect(created.status).toBe('pending');
      expect(created.dataAcquisto).toBe(order.createdAt);
      ids.push(created.id);
      // Twice is refused.
      const again = await write(buyer, review);
      expect(again.status).toBe(409);
      expect(((await again.json()) as ErrorBody).error).toBe('Hai già scritto una recensione per questo prodotto');
    }
    expect(await publicList()).toMatchObject({ numero: before.numero, media: before.media });

    // The shop sees them with the order that proves the purchase.
    const pending = (await (await app().request('/api/admin/reviews', { headers: admin.headers })).json()) as {
      reviews: ModerationReviewView[];
    };
    const mine = pending.reviews.filter((r) => ids.includes(r.id));
    expect(mine).toHaveLength(2);
    expect(mine.every((r) => r.oggetto.tipo === 'prodotto' && /^\d{4}-\d{6}$/.test(r.numeroOrdine ?? ''))).toBe(true);

    expect((await moderate(ids[0]!, 'approve')).status).toBe(200);
    const one = await publicList();
    expect(one.numero).toBe(before.numero + 1);
    expect(one.recensioni[0]).toMatchObject({ stelle: 5, autore: 'Anna B.', status: 'approved' });
    expect(one.verifica).toMatch(/solo chi ha comprato il prodotto/);

    expect((await moderate(ids[1]!, 'approve')).status).toBe(200);
    const two = await publicList();
    expect(two.numero).toBe(before.numero + 2);
    const stars = [5, 2, ...before.recensioni.map((r) => r.stelle)];
    expect(two.media).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
    // The catalogue shows the same computed figures.
    const shown = (await (await app().request(`/api/products/${productId}`)).json()) as {
      product: { valutazione: number; numeroRecensioni: number };
    };
    expect(shown.product).toMatchObject({ valutazione: two.media, numeroRecensioni: two.numero });

    // Rejected leaves the public list.
    expect((await moderate(ids[1]!, 'reject')).status).toBe(200);
    expect((await publicList()).numero).toBe(before.numero + 1);
  });

  it('a book is reviewed once its line is handed over', async () => {
    const customer = await registerCustomer(app());
    const order = await placePickupOrder(app(), customer, [bookLine()]);
    const path = `/api/books/${isbn}/reviews`;
    expect((await write(customer, review, path)).status).toBe(403);
    const line = order.items[0]!;
    for (const status of ['arrivato', 'pronto', 'consegnato']) {
      const res = await app().request(`/api/admin/orders/${order.id}/items/${line.id}/status`, {
        method: 'POST',
        headers: admin.headers,
        json: { status },
      });
      expect(res.status, status).toBe(200);
    }
    const res = await write(customer, { stelle: 3, testo: 'Libro chiaro ma con pochi esercizi.' }, path);
    expect(res.status).toBe(201);
    const { review: created } = (await res.json()) as { review: ReviewView };
    expect((await publicList(path)).numero).toBe(0);
    await moderate(created.id, 'approve');
    expect(await publicList(path)).toMatchObject({ numero: 1, media: 3 });
  });

  it('validates stars and text in Italian', async () => {
    const customer = await registerCustomer(app());
    const order = await placePickupOrder(app(), customer, [productLine(otherProductId)]);
    await moveOrderAs(admin, app(), order.id, DELIVERED);
    const res = await write(customer, { stelle: 6, testo: 'ok' }, `/api/products/${otherProductId}/reviews`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.fields?.stelle).toBe('Scegli da 1 a 5 stelle');
    expect(body.fields?.testo).toBe('Scrivi almeno 10 caratteri');
  });

  describe('moderation', () => {
    it('is the shop’s: 401 anonymous, 403 a customer; unknown review 404', async () => {
      const customer = await registerCustomer(app());
      expect((await app().request('/api/admin/reviews')).status).toBe(401);
      expect((await app().request('/api/admin/reviews', { headers: customer.headers })).status).toBe(403);
      expect((await moderate('1', 'approve', customer)).status).toBe(403);
      expect((await moderate('999999', 'approve')).status).toBe(404);
      expect((await moderate('1', 'pubblica')).status).toBe(400);
    });
  });
});
