import { centsToEuros } from '#common/catalog/pricing.ts';
import {
  customerMayCancel,
  LINE_STATUS_LABELS,
  type LineStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '#common/orders/status.ts';
import type { OrderView } from '#common/orders/views.ts';
import type { Order, OrderItem } from './schema.ts';

export type OrderEventRow = {
  itemId: number | null;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  note: string | null;
  createdAt: Date;
};

/** API.md's order: amounts in euros, VAT by rate, every line with its own state. */
export function toOrderView(order: Order, items: OrderItem[], events: OrderEventRow[] = []): OrderView {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    number: order.number,
    status,
    statusLabel: ORDER_STATUS_LABELS[status] ?? order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress,
    pickupPoint: order.pickupPoint,
    paymentMethod: order.paymentMethod,
    contact: order.contact,
    fatturazione: order.invoice,
    subtotal: centsToEuros(order.subtotalCents),
    shippingCost: centsToEuros(order.shippingCents),
    total: centsToEuros(order.totalCents),
    vat: order.vat.map((v) => ({
      rate: v.rate,
      gross: centsToEuros(v.grossCents),
      net: centsToEuros(v.netCents),
      vat: centsToEuros(v.vatCents),
    })),
    canCancel: customerMayCancel(status),
    items: items
      .sort((a, b) => a.position - b.position)
      .map((i) => ({
        id: i.id,
        type: i.type,
        isbn: i.isbn,
        productId: i.productId === null ? null : String(i.productId),
        titolo: i.title,
        autore: i.authors,
        editore: i.publisher,
        immagine: i.imageUrl,
        scuola: i.schoolCode ? { codice: i.schoolCode, nome: i.schoolName ?? i.schoolCode } : null,
        classe: i.classe,
        sezione: i.sezione,
        prezzo: centsToEuros(i.unitPriceCents),
        prezzoListino: i.listPriceCents === null ? null : centsToEuros(i.listPriceCents),
        lista: i.listName,
        quantity: i.quantity,
        lineTotal: centsToEuros(i.lineTotalCents),
        vatRate: i.vatRate,
        status: i.status,
        statusLabel: i.status ? (LINE_STATUS_LABELS[i.status as LineStatus] ?? i.status) : null,
      })),
    history: events.map((e) => ({
      itemId: e.itemId,
      from: e.fromStatus,
      to: e.toStatus,
      label:
        e.itemId === null
          ? (ORDER_STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus)
          : (LINE_STATUS_LABELS[e.toStatus as LineStatus] ?? e.toStatus),
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  };
}
