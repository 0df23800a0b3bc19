import { and, eq } from 'drizzle-orm';
import type { ShippingMethod } from '#common/cart/items.ts';
import { centsToEuros } from '#common/catalog/pricing.ts';
import { orderVatBreakdown } from '#common/orders/vat.ts';
import type { CartItemView, CartView } from '#common/orders/views.ts';
import type { Db } from '../db/connection.ts';
import type { Tenant } from '../tenants/schema.ts';
import { mergeLines, type PricedLine, priceLines, totalsOf } from './cart-pricing.ts';
import { carts, type StoredCartLine } from './schema.ts';

/** A priced line in SPEC.md section 3's cart item shape, plus its key and line total. */
export function toCartItem(p: PricedLine): CartItemView {
  const base = { key: p.key, quantity: p.line.quantity, prezzo: centsToEuros(p.unitPriceCents) };
  const lineTotal = centsToEuros(p.unitPriceCents * p.line.quantity);
  if (p.line.type === 'book') {
    return {
      ...base,
      type: 'book' as const,
      isbn: p.line.isbn,
      titolo: p.title,
      autore: p.authors ?? '',
      editore: p.publisher ?? '',
      copertina: p.imageUrl,
      scuola: { codice: p.line.schoolCode, nome: p.schoolName ?? p.line.schoolCode },
      classe: p.line.classe,
      sezione: p.line.sezione,
      prezzoListino: p.listPriceCents === null ? null : centsToEuros(p.listPriceCents),
      lista: p.line.list ? { id: p.line.list.id, nome: p.line.list.name } : null,
      lineTotal,
    };
  }
  return {
    ...base,
    type: 'product' as const,
    id: String(p.line.productId),
    nome: p.title,
    categoria: p.category ?? '',
    immagini: p.imageUrl ? [p.imageUrl] : [],
    minimo: p.minPurchase,
    lineTotal,
  };
}

/** API.md's cart answer: every amount computed here from database prices. */
export async function cartView(
  db: Db,
  tenant: Tenant,
  lines: StoredCartLine[],
  shippingMethod: ShippingMethod,
): Promise<CartView> {
  const { lines: priced, problems } = await priceLines(db, tenant.id, lines);
  const totals = totalsOf(priced, shippingMethod, tenant);
  const vat = orderVatBreakdown(
    priced.map((p) => ({ rate: p.vatRate, grossCents: p.unitPriceCents * p.line.quantity })),
    totals.shippingCents,
  );
  return {
    items: priced.map(toCartItem),
    problems,
    subtotal: centsToEuros(totals.subtotalCents),
    itemCount: totals.itemCount,
    shippingMethod,
    shippingCost: centsToEuros(totals.shippingCents),
    total: centsToEuros(totals.totalCents),
    freeShippingThreshold: centsToEuros(tenant.settings.freeShippingThreshold),
    missingForFreeShipping: centsToEuros(totals.missingForFreeShippingCents),
    /** The VAT contained in the total, by rate (books 4 %, supplies 22 %, delivery following the goods). */
    vat: vat.map((v) => ({ rate: v.rate, gross: centsToEuros(v.grossCents), vat: centsToEuros(v.vatCents) })),
  };
}

type CartOwner = { tenantId: string; userId: string };

export async function loadAccountCart(
  db: Db,
  { tenantId, userId }: CartOwner,
): Promise<{ items: StoredCartLine[]; shippingMethod: ShippingMethod }> {
  const [row] = await db
    .select({ items: carts.items, shippingMethod: carts.shippingMethod })
    .from(carts)
    .where(and(eq(carts.tenantId, tenantId), eq(carts.userId, userId)));
  return row ?? { items: [], shippingMethod: 'standard' };
}

/** Replaces the account's cart (the browser sends the whole cart; the first PUT after login merges). */
export async function saveAccountCart(
  db: Db,
  { tenantId, userId, items, shippingMethod }: CartOwner & { items: StoredCartLine[]; shippingMethod: ShippingMethod },
): Promise<StoredCartLine[]> {
  const merged = mergeLines(items);
  await db
    .insert(carts)
    .values({ tenantId, userId, items: merged, shippingMethod, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [carts.tenantId, carts.userId],
      set: { items: merged, shippingMethod, updatedAt: new Date() },
    });
  return merged;
}
