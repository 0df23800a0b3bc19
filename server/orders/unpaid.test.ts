import { eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productCategories, products, suppliers } from '../catalog/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import { useTestApp } from '../test/app.ts';
import { createShop, insertOrder } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import { orderEvents, orders } from './schema.ts';
import { holdDeadline, releaseUnpaidOrders } from './unpaid.ts';

// Decision 0026: unpaid transfers and uncollected pay-at-pickup orders give their products back.

const DAY = 24 * 60 * 60 * 1000;
const PLACED = new Date('2026-09-01T08:00:00Z');
const after = (days: number) => new Date(PLACED.getTime() + days * DAY);

describeEachDatabase('orders that hold stock without money', (kind) => {
  const app = useTestApp(kind, { PUBLIC_URL: 'https://cartella.example' });
  let shop: Awaited<ReturnType<typeof createShop>>;
  let productId: number;

  beforeAll(async () => {
    const { services } = app();
    shop = await createShop(services, `non-pagati-${kind}`);
    const id = shop.tenant.id;
    const [category] = await services.db
      .insert(productCategories)
      .values({ tenantId: id, name: 'Quaderni' })
      .returning();
    const [supplier] = await services.db.insert(suppliers).values({ tenantId: id, name: 'Fornitore' }).returning();
    const [product] = await services.db
      .insert(products)
      .values({
        tenantId: id,
        categoryId: category!.id,
        supplierId: supplier!.id,
        name: 'Quaderno A4',
        costCents: 100,
        salePriceCents: 150,
        priceCents: 150,
        stock: 5, // 500 units were bought by the orders below: 5 left on sale
      })
      .returning();
    productId = product!.id;
  });

  const stock = async () => {
    const [row] = await app()
      .services.db.select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row!.stock;
  };
  const mailsOf = async (orderId: string) =>
    (
      await app()
        .services.db.select({ key: mailOutbox.dedupeKey, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `order:${orderId}:%`))
    ).sort((a, b) => String(a.key).localeCompare(String(b.key)));
  const statusOf = async (orderId: string) =>
    (await app().services.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const transferOrder = (quantity: number) =>
    insertOrder(app().services, shop.tenant.id, {
      paymentMethod: 'bonifico',
      createdAt: PLACED,
      lines: [{ type: 'product', productId, title: 'Quaderno A4', unitCents: 150, quantity }],
    });

  it('an unpaid transfer is warned two days before, once, then cancelled after 7 days with its stock back', async () => {
    const { services } = app();
    const order = await transferOrder(99);
    const config = services.config;
    expect(config.UNPAID_TRANSFER_DAYS).toBe(7);

    expect(await releaseUnpaidOrders(services.db, config, after(4))).toEqual({ warned: 0, cancelled: 0 });
    expect(await mailsOf(order.id)).toEqual([]);

    expect((await releaseUnpaidOrders(services.db, config, after(5.1))).warned).toBe(1);
    expect((await releaseUnpaidOrders(services.db, config, after(5.5))).warned).toBe(0); // once only
    const [warning] = await mailsOf(order.id);
    expect(warning?.key).toBe(`order:${order.id}:unpaid-warning`);
    expect(warning?.subject).toContain('bonifico non ancora ricevuto');
    expect(warning?.text).toContain('8 settembre 2026');
    expect(warning?.text).toContain(`https://${shop.host.split('.')[0]}.`); // the shop's own address, not a Host header
    expect(await holdDeadline(services.db, config, await statusOf(order.id))).toEqual(after(7));

    const before = await stock();
    const result = await releaseUnpaidOrders(services.db, config, after(7.01));
    expect(result.cancelled).toBe(1);
    expect((await statusOf(order.id)).status).toBe('annullato');
    expect(await stock()).toBe(before + 99);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.key)).toEqual([`order:${order.id}:cancelled`, `order:${order.id}:unpaid-warning`]);
    expect(mails[0]?.text).toContain('il bonifico non è arrivato entro 7 giorni');
    const [event] = await services.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ toStatus: 'annullato', actor: 'sistema' });

    // A second pass finds nothing to do: the stock is given back once.
    expect(await releaseUnpaidOrders(services.db, config, after(8))).toEqual({ warned: 0, cancelled: 0 });
    expect(await stock()).toBe(before + 99);
  });

  it('a transfer paid in time, a card order and a pickup order not yet ready are left alone', async () => {
    const { services } = app();
    const paid = await insertOrder(services, shop.tenant.id, {
      paymentMethod: 'bonifico',
      status: 'pagato',
      paid: true,
      createdAt: PLACED,
    });
    const card = await insertOrder(services, shop.tenant.id, { paymentMethod: 'stripe', createdAt: PLACED });
    const pickup = await insertOrder(services, shop.tenant.id, { paymentMethod: 'ritiro', createdAt: PLACED });
    await releaseUnpaidOrders(services.db, services.config, after(30));
    for (const order of [paid, card, pickup]) {
      expect((await statusOf(order.id)).status).toBe(order.status);
      expect(await mailsOf(order.id)).toEqual([]);
    }
  });

  it('a payment recorded after the warning keeps the order', async () => {
    const { services } = app();
    const order = await transferOrder(1);
    await releaseUnpaidOrders(services.db, services.config, after(6));
    await services.db
      .update(orders)
      .set({ status: 'pagato', paidAt: after(6.5) })
      .where(eq(orders.id, order.id));
    expect((await releaseUnpaidOrders(services.db, services.config, after(9))).cancelled).toBe(0);
    expect((await statusOf(order.id)).status).toBe('pagato');
  });

  it('a pay-at-pickup order ready and not collected is cancelled 14 days after it was ready', async () => {
    const { services } = app();
    const order = await insertOrder(services, shop.tenant.id, {
      paymentMethod: 'ritiro',
      status: 'pronto_ritiro',
      createdAt: PLACED,
      lines: [{ type: 'product', productId, title: 'Quaderno A4', unitCents: 150, quantity: 3 }],
    });
    await services.db.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: 'in_preparazione',
      toStatus: 'pronto_ritiro',
      actor: 'staff',
      createdAt: after(10),
    });
    // 14 days after placing is only 4 after it was ready: nothing yet.
    expect(await releaseUnpaidOrders(services.db, services.config, after(14.5))).toEqual({ warned: 0, cancelled: 0 });
    expect((await releaseUnpaidOrders(services.db, services.config, after(22.5))).warned).toBe(1);
    const [warning] = await mailsOf(order.id);
    expect(warning?.subject).toContain('ti aspetta in libreria');
    expect(warning?.text).toContain('25 settembre 2026');
    const before = await stock();
    expect((await releaseUnpaidOrders(services.db, services.config, after(24.1))).cancelled).toBe(1);
    expect((await statusOf(order.id)).status).toBe('annullato');
    expect(await stock()).toBe(before + 3);
  });

  it('runs as a periodic job of the shop', () => {
    expect(
      app()
        .services.jobs.jobs()
        .map((j) => j.name),
    ).toContain('unpaid-orders');
  });
});
