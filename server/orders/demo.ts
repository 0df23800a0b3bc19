import { cartTotals } from '#common/cart/totals.ts';
import { orderVatBreakdown } from '#common/orders/vat.ts';
import type { Db } from '../db/connection.ts';
import type { Tenant } from '../tenants/schema.ts';
import { priceLines, shippingRules } from './cart-pricing.ts';
import { nextOrderNumber } from './checkout.ts';
import { listPickupPoints } from './pickup.ts';
import { type Order, orderEvents, orderItems, orders } from './schema.ts';

// Demo data only: a completed pickup order of a demo buyer, written straight in its final
// state (no e-mail, no stock taken), so the demo's reviews rest on a real delivered order.

export async function createDeliveredDemoOrder(options: {
  db: Db;
  tenant: Tenant;
  customer: { id: string; email: string; name: string };
  products: { productId: number; quantity: number }[];
  placedAt: Date;
  deliveredAt: Date;
}): Promise<Order> {
  const { db, tenant, customer } = options;
  const { lines, problems } = await priceLines(
    db,
    tenant.id,
    options.products.map((p) => ({ type: 'product' as const, ...p })),
  );
  if (problems.length > 0 || lines.length === 0) {
    throw new Error(`demo order: ${problems.map((p) => p.message).join('; ') || 'no lines'}`);
  }
  const [pickup] = await listPickupPoints(db, tenant.id);
  const totals = cartTotals(
    lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.line.quantity })),
    'pickup',
    shippingRules(tenant),
  );
  return db.transaction(async (tx) => {
    const number = await nextOrderNumber(tx, tenant.id, options.placedAt.getUTCFullYear());
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: tenant.id,
        userId: customer.id,
        number,
        status: 'completato',
        shippingMethod: 'pickup',
        pickupPoint: pickup ?? null,
        paymentMethod: 'ritiro',
        contact: { nome: customer.name, email: customer.email, telefono: '' },
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        totalCents: totals.totalCents,
        vat: orderVatBreakdown(
          lines.map((l) => ({ rate: l.vatRate, grossCents: l.unitPriceCents * l.line.quantity })),
          totals.shippingCents,
        ),
        idempotencyKey: `demo-${number}`,
        paidAt: options.deliveredAt,
        createdAt: options.placedAt,
        updatedAt: options.deliveredAt,
      })
      .returning();
    const created = order as Order;
    await tx.insert(orderItems).values(
      lines.map((l, position) => ({
        orderId: created.id,
        position,
        type: 'product' as const,
        productId: l.line.type === 'product' ? l.line.productId : null,
        title: l.title,
        imageUrl: l.imageUrl,
        unitPriceCents: l.unitPriceCents,
        quantity: l.line.quantity,
        vatRate: l.vatRate,
        lineTotalCents: l.unitPriceCents * l.line.quantity,
      })),
    );
    // The history a real pickup order would have, ending when it was handed over.
    const steps: [string | null, string, Date, string][] = [
      [null, 'in_attesa_pagamento', options.placedAt, 'Ordine dimostrativo'],
      ['in_attesa_pagamento', 'in_preparazione', options.placedAt, 'In preparazione'],
      ['in_preparazione', 'pronto_ritiro', options.deliveredAt, 'Pronto per il ritiro'],
      ['pronto_ritiro', 'completato', options.deliveredAt, 'Ritirato e pagato in libreria (dimostrativo)'],
    ];
    await tx.insert(orderEvents).values(
      steps.map(([fromStatus, toStatus, createdAt, note]) => ({
        orderId: created.id,
        fromStatus,
        toStatus,
        actor: 'demo',
        note,
        createdAt,
      })),
    );
    return created;
  });
}
