import { centsToEuros } from '#common/catalog/pricing.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#common/orders/status.ts';
import { pageViewTotals } from '../analytics/totals.ts';
import type { Db } from '../db/connection.ts';
import { ordersByPaymentIn, ordersByStatusIn, paidSummary, salesPerDay, topLines } from '../orders/stats-queries.ts';
import { csvMoney } from '../shared/csv.ts';
import { daysBetween, romeRange } from './days.ts';

const PAYMENT_LABELS = { stripe: 'Carta', ritiro: 'Al ritiro', bonifico: 'Bonifico' } as const;

/**
 * The statistics of a shop between two Rome days (inclusive). Sales count orders paid in
 * the range (cancelled and refunded ones aside); the funnel starts from page views, which
 * are counted only for visitors who accepted analytics cookies.
 */
export async function shopStats(db: Db, tenantId: string, days: { from: string; to: string }) {
  const range = romeRange(days.from, days.to);
  const [perDay, byStatus, byPayment, summary, books, schools, products, views] = await Promise.all([
    salesPerDay(db, tenantId, range),
    ordersByStatusIn(db, tenantId, range),
    ordersByPaymentIn(db, tenantId, range),
    paidSummary(db, tenantId, range),
    topLines(db, { tenantId, range, by: 'book' }),
    topLines(db, { tenantId, range, by: 'school' }),
    topLines(db, { tenantId, range, by: 'product' }),
    pageViewTotals(db, tenantId, days, ['/cart', '/checkout']),
  ]);
  const sales = new Map(perDay.map((d) => [d.day, d]));
  const placed = byStatus.reduce((n, s) => n + s.orders, 0);
  return {
    from: days.from,
    to: days.to,
    salesPerDay: daysBetween(days.from, days.to).map((day) => ({
      day,
      orders: sales.get(day)?.orders ?? 0,
      total: centsToEuros(sales.get(day)?.cents ?? 0),
    })),
    ordersByStatus: byStatus.map((s) => ({
      status: s.status,
      label: ORDER_STATUS_LABELS[s.status as OrderStatus] ?? s.status,
      orders: s.orders,
      total: centsToEuros(s.cents),
    })),
    ordersByPayment: byPayment.map((p) => ({
      method: p.method,
      label: PAYMENT_LABELS[p.method] ?? p.method,
      orders: p.orders,
      paid: p.paid,
      total: centsToEuros(p.cents),
    })),
    paidOrders: summary.orders,
    revenue: centsToEuros(summary.cents),
    averageOrder: centsToEuros(summary.averageCents),
    topBooks: books.map((b) => ({
      isbn: b.key,
      title: b.label,
      orders: b.orders,
      copies: b.quantity,
      total: centsToEuros(b.cents),
    })),
    topSchools: schools.map((s) => ({
      code: s.key,
      name: s.label,
      orders: s.orders,
      copies: s.quantity,
      total: centsToEuros(s.cents),
    })),
    topProducts: products.map((p) => ({
      id: p.key,
      name: p.label,
      orders: p.orders,
      pieces: p.quantity,
      total: centsToEuros(p.cents),
    })),
    funnel: [
      { step: 'visite', label: 'Pagine viste', count: views.all },
      { step: 'carrello', label: 'Carrello visto', count: views.byPath['/cart'] ?? 0 },
      { step: 'checkout', label: 'Checkout visto', count: views.byPath['/checkout'] ?? 0 },
      { step: 'ordini', label: 'Ordini effettuati', count: placed },
      { step: 'pagati', label: 'Ordini pagati', count: summary.orders },
    ],
  };
}

export type ShopStats = Awaited<ReturnType<typeof shopStats>>;

/** The tables of the statistics as CSV rows (one download per table). */
export const STATS_TABLES = ['vendite', 'stati', 'pagamenti', 'libri', 'scuole', 'prodotti', 'funnel'] as const;
export type StatsTable = (typeof STATS_TABLES)[number];

const money = (euros: number) => csvMoney(Math.round(euros * 100));

export function statsTable(stats: ShopStats, table: StatsTable): { header: string[]; rows: (string | number)[][] } {
  switch (table) {
    case 'vendite':
      return {
        header: ['Giorno', 'Ordini pagati', 'Incasso (€)'],
        rows: stats.salesPerDay.map((d) => [d.day, d.orders, money(d.total)]),
      };
    case 'stati':
      return {
        header: ['Stato', 'Ordini', 'Totale (€)'],
        rows: stats.ordersByStatus.map((s) => [s.label, s.orders, money(s.total)]),
      };
    case 'pagamenti':
      return {
        header: ['Pagamento', 'Ordini', 'Pagati', 'Totale (€)'],
        rows: stats.ordersByPayment.map((p) => [p.label, p.orders, p.paid, money(p.total)]),
      };
    case 'libri':
      return {
        header: ['ISBN', 'Titolo', 'Ordini', 'Copie', 'Totale (€)'],
        rows: stats.topBooks.map((b) => [b.isbn, b.title, b.orders, b.copies, money(b.total)]),
      };
    case 'scuole':
      return {
        header: ['Codice scuola', 'Scuola', 'Ordini', 'Copie', 'Totale (€)'],
        rows: stats.topSchools.map((s) => [s.code, s.name, s.orders, s.copies, money(s.total)]),
      };
    case 'prodotti':
      return {
        header: ['Id', 'Prodotto', 'Ordini', 'Pezzi', 'Totale (€)'],
        rows: stats.topProducts.map((p) => [p.id, p.name, p.orders, p.pieces, money(p.total)]),
      };
    case 'funnel':
      return { header: ['Passo', 'Numero'], rows: stats.funnel.map((f) => [f.label, f.count]) };
  }
}
