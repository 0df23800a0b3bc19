import { centsToEuros } from '#common/catalog/pricing.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#common/orders/status.ts';
import { LOW_STOCK_THRESHOLD, lowStockProducts } from '../catalog/low-stock.ts';
import type { Db } from '../db/connection.ts';
import { bookCopiesByStatus, openOrdersByStatus, takingsCents } from '../orders/stats-queries.ts';
import { nextDay, romeDay, romeDayStart, weekStart } from './days.ts';

// The back office's first page: what the shop has to do now, each figure with the page
// (list filter) that shows its rows.

const TO_HANDLE: OrderStatus[] = ['in_attesa_pagamento', 'pagato', 'in_preparazione', 'pronto_ritiro', 'spedito'];

export async function shopDashboard(db: Db, tenantId: string, now = new Date()) {
  const today = romeDay(now);
  const [byStatus, copies, todayCents, weekCents, lowStock] = await Promise.all([
    openOrdersByStatus(db, tenantId),
    bookCopiesByStatus(db, tenantId),
    takingsCents(db, tenantId, { from: romeDayStart(today), to: romeDayStart(nextDay(today)) }),
    takingsCents(db, tenantId, { from: romeDayStart(weekStart(today)), to: romeDayStart(nextDay(today)) }),
    lowStockProducts(db, tenantId),
  ]);
  const arrived = {
    copies: (copies.arrivato?.copies ?? 0) + (copies.pronto?.copies ?? 0),
    orders: Math.max(copies.arrivato?.orders ?? 0, copies.pronto?.orders ?? 0),
  };
  return {
    day: today,
    ordersToHandle: TO_HANDLE.map((status) => ({
      status,
      label: ORDER_STATUS_LABELS[status],
      orders: byStatus[status] ?? 0,
      link: `/admin/orders?stato=${status}`,
    })),
    booksToOrder: {
      copies: copies.da_ordinare?.copies ?? 0,
      orders: copies.da_ordinare?.orders ?? 0,
      link: '/admin/orders?libri=da_ordinare',
    },
    booksOrdered: { copies: copies.ordinato?.copies ?? 0, orders: copies.ordinato?.orders ?? 0 },
    booksArrivedNotPickedUp: { ...arrived, link: '/admin/orders?stato=in_preparazione,pronto_ritiro' },
    takings: {
      today: centsToEuros(todayCents),
      week: centsToEuros(weekCents),
      weekFrom: weekStart(today),
      link: `/admin/stats?da=${weekStart(today)}&a=${today}`,
    },
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      products: lowStock,
      link: '/admin/products?sort=pezzi&dir=asc',
    },
  };
}

export type ShopDashboard = Awaited<ReturnType<typeof shopDashboard>>;
