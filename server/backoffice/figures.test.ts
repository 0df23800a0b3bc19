import { beforeAll, expect, it } from 'vitest';
import { pageViews } from '../analytics/schema.ts';
import { productCategories, products, suppliers } from '../catalog/schema.ts';
import { orderPayments } from '../orders/schema.ts';
import { useTestApp } from '../test/app.ts';
import { createShop, insertOrder, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import { shopDashboard } from './dashboard.ts';
import { romeDayStart, weekStart } from './days.ts';
import { shopStats } from './stats.ts';

// Wednesday 8 July 2026, 12:00 in Rome: the week began on Monday the 6th.
const NOW = new Date('2026-07-08T10:00:00Z');
const at = (iso: string) => new Date(iso);

describeEachDatabase('back office: dashboard and statistics', (kind) => {
  const app = useTestApp(kind);
  let shop: Awaited<ReturnType<typeof createShop>>;
  let owner: Person;

  beforeAll(async () => {
    const { services } = app();
    shop = await createShop(services, `cifre-${kind}`);
    const other = await createShop(services, `cifre-altra-${kind}`);
    owner = await personWithRole(app(), shop, 'owner');
    const id = shop.tenant.id;
    const book = (
      status: 'da_ordinare' | 'ordinato' | 'arrivato' | 'pronto',
      quantity: number,
      unitCents = 1000,
      extra = {},
    ) => ({
      isbn: '9788800000011',
      title: 'Matematica 1',
      unitCents,
      quantity,
      status,
      schoolCode: 'CBIC81000X',
      schoolName: 'IC Campobasso',
      ...extra,
    });
    // Waiting: 3 copies to order.
    await insertOrder(services, id, {
      createdAt: at('2026-07-08T07:00:00Z'),
      lines: [book('da_ordinare', 1), book('da_ordinare', 2)],
    });
    // Paid by card today at 9:00 Rome: 30 €.
    await insertOrder(services, id, {
      status: 'pagato',
      paymentMethod: 'stripe',
      paid: true,
      createdAt: at('2026-07-08T07:00:00Z'),
      lines: [book('arrivato', 3)],
    });
    // Ready for pickup, 10 € of 40 € taken at the counter today.
    const ready = await insertOrder(services, id, {
      status: 'pronto_ritiro',
      createdAt: at('2026-07-07T08:00:00Z'),
      lines: [book('pronto', 2, 2000, { isbn: '9788800000028', title: 'Storia 2' })],
    });
    await services.db.insert(orderPayments).values({
      orderId: ready.id,
      tenantId: id,
      method: 'contanti',
      amountCents: 1000,
      recordedBy: 'x',
      createdAt: at('2026-07-08T08:00:00Z'),
    });
    // Paid on Monday night (Rome) by bank transfer: this week, not today.
    await insertOrder(services, id, {
      status: 'in_preparazione',
      paymentMethod: 'bonifico',
      paid: true,
      createdAt: at('2026-07-05T22:30:00Z'),
      lines: [book('ordinato', 1, 5000)],
    });
    // Last week, and cancelled: neither counts.
    await insertOrder(services, id, {
      status: 'completato',
      paid: true,
      createdAt: at('2026-07-05T21:30:00Z'),
      lines: [book('arrivato', 1, 700)],
    });
    await insertOrder(services, id, {
      status: 'annullato',
      createdAt: at('2026-07-08T06:00:00Z'),
      lines: [book('da_ordinare', 5)],
    });
    // Another shop's order changes nothing here.
    await insertOrder(services, other.tenant.id, {
      status: 'pagato',
      paid: true,
      createdAt: NOW,
      lines: [book('da_ordinare', 9)],
    });
    const [category] = await services.db
      .insert(productCategories)
      .values({ tenantId: id, name: 'Quaderni' })
      .returning();
    const [supplier] = await services.db.insert(suppliers).values({ tenantId: id, name: 'Fornitore' }).returning();
    const product = {
      tenantId: id,
      categoryId: category!.id,
      supplierId: supplier!.id,
      costCents: 100,
      salePriceCents: 125,
      priceCents: 125,
    };
    await services.db.insert(products).values([
      { ...product, name: 'Quaderno A4', stock: 2 },
      { ...product, name: 'Penna blu', stock: 40 },
      { ...product, name: 'Gomma (non in vendita)', stock: 0, active: false },
    ]);
    await services.db.insert(pageViews).values([
      { tenantId: id, day: '2026-07-07', path: '/', views: 120 },
      { tenantId: id, day: '2026-07-07', path: '/cart', views: 30 },
      { tenantId: id, day: '2026-07-08', path: '/checkout', views: 9 },
      { tenantId: id, day: '2026-06-01', path: '/', views: 999 },
    ]);
  });

  it('Rome’s days and weeks', () => {
    expect(romeDayStart('2026-07-08').toISOString()).toBe('2026-07-07T22:00:00.000Z');
    expect(romeDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(romeDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(weekStart('2026-07-08')).toBe('2026-07-06');
    expect(weekStart('2026-07-06')).toBe('2026-07-06');
    expect(weekStart('2026-07-05')).toBe('2026-06-29');
  });

  it('counts what the shop has to do now', async () => {
    const d = await shopDashboard(app().services.db, shop.tenant.id, NOW);
    expect(Object.fromEntries(d.ordersToHandle.map((o) => [o.status, o.orders]))).toEqual({
      in_attesa_pagamento: 1,
      pagato: 1,
      in_preparazione: 1,
      pronto_ritiro: 1,
      spedito: 0,
    });
    expect(d.booksToOrder).toMatchObject({ copies: 3, orders: 1 });
    expect(d.booksOrdered).toMatchObject({ copies: 1, orders: 1 });
    // Arrived or ready and not yet collected (the completed order's book is gone).
    expect(d.booksArrivedNotPickedUp).toMatchObject({ copies: 5 });
    expect(d.takings).toMatchObject({ today: 40, week: 90, weekFrom: '2026-07-06' });
    expect(d.lowStock.products.map((p) => [p.name, p.stock])).toEqual([['Quaderno A4', 2]]);
    expect(d.ordersToHandle[0]!.link).toBe('/admin/orders?stato=in_attesa_pagamento');
  });

  it('answers the statistics of a range, and through the API with CSV tables', async () => {
    const s = await shopStats(app().services.db, shop.tenant.id, { from: '2026-07-06', to: '2026-07-08' });
    expect(s.salesPerDay).toEqual([
      { day: '2026-07-06', orders: 1, total: 50 },
      { day: '2026-07-07', orders: 0, total: 0 },
      { day: '2026-07-08', orders: 1, total: 30 },
    ]);
    expect(s.paidOrders).toBe(2);
    expect(s.averageOrder).toBe(40);
    expect(Object.fromEntries(s.ordersByStatus.map((o) => [o.status, o.orders]))).toEqual({
      in_attesa_pagamento: 1,
      pagato: 1,
      pronto_ritiro: 1,
      in_preparazione: 1,
      annullato: 1,
    });
    expect(s.ordersByPayment.map((p) => [p.method, p.orders, p.paid])).toEqual([
      ['bonifico', 1, 1],
      ['ritiro', 2, 0],
      ['stripe', 1, 1],
    ]);
    expect(s.topBooks.map((b) => [b.isbn, b.copies])).toEqual([['9788800000011', 4]]);
    expect(s.topSchools).toEqual([{ code: 'CBIC81000X', name: 'IC Campobasso', orders: 2, copies: 4, total: 80 }]);
    expect(s.funnel.map((f) => f.count)).toEqual([159, 30, 9, 5, 2]);

    const res = await app().request('/api/admin/stats.csv?da=2026-07-06&a=2026-07-08&tabella=vendite', {
      headers: owner.headers,
      host: shop.host,
    });
    expect(res.status).toBe(200);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())).toBe(
      '\uFEFFGiorno;Ordini pagati;Incasso (€)\r\n2026-07-06;1;50,00\r\n2026-07-07;0;0,00\r\n2026-07-08;1;30,00\r\n',
    );
    const bad = await app().request('/api/admin/stats?da=2026-07-09&a=2026-07-08', {
      headers: owner.headers,
      host: shop.host,
    });
    expect(bad.status).toBe(400);
    const api = await app().request('/api/admin/dashboard', { headers: owner.headers, host: shop.host });
    expect(api.status).toBe(200);
  });
});
