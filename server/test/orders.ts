import { and, eq } from 'drizzle-orm';
import type { OrderView } from '#common/orders/views.ts';
import { seedDemoCatalog } from '../catalog/demo.ts';
import { products } from '../catalog/schema.ts';
import type { AppServices } from '../context.ts';
import { schoolsDemoSeed } from '../schools/demo.ts';
import { books } from '../schools/schema.ts';
import type { TestApp } from './app.ts';
import type { SignedIn } from './auth.ts';

// Orders for integration tests, placed and moved through the same API a browser and the
// back office use.

let keyCounter = 0;

/**
 * The demo schools and catalogue, and what checkout tests buy: the first adopted book (an
 * ISBN, with its list price) and the first product sold one at a time.
 */
export async function seedOrderable(services: AppServices) {
  await schoolsDemoSeed.run(services);
  await seedDemoCatalog(services);
  const [book] = await services.db.select().from(books).where(eq(books.isIsbn, true)).limit(1);
  const [product] = await services.db
    .select()
    .from(products)
    .where(and(eq(products.active, true), eq(products.available, true), eq(products.minPurchase, 1)))
    .limit(1);
  return {
    isbn: book!.isbn,
    bookCents: book!.listPriceCents!,
    productId: String(product!.id),
    productCents: product!.priceCents,
    productStock: product!.stock,
  };
}

/** A pickup order paid at the counter, from these cart lines (PUT /api/cart then POST /api/checkout). */
export async function placePickupOrder(testApp: TestApp, customer: SignedIn, items: unknown[]): Promise<OrderView> {
  const cart = await testApp.request('/api/cart', {
    method: 'PUT',
    json: { items, shippingMethod: 'pickup' },
    headers: customer.headers,
  });
  if (!cart.ok) throw new Error(`cart refused (${cart.status}): ${await cart.text()}`);
  const points = (await (await testApp.request('/api/pickup-points')).json()) as { pickupPoints: { id: number }[] };
  const res = await testApp.request('/api/checkout', {
    method: 'POST',
    headers: customer.headers,
    json: {
      shippingMethod: 'pickup',
      pickupPointId: points.pickupPoints[0]?.id,
      paymentMethod: 'ritiro',
      acceptTerms: true,
      idempotencyKey: `test-order-${Date.now()}-${++keyCounter}`,
    },
  });
  const body = (await res.json()) as { order: OrderView; error?: string };
  if (res.status !== 201) throw new Error(`checkout refused (${res.status}): ${body.error}`);
  return body.order;
}

/** The shop moves an order through the given states (POST /api/admin/orders/{id}/status). */
export async function moveOrderAs(admin: SignedIn, testApp: TestApp, orderId: string, states: string[]) {
  let order: OrderView | undefined;
  for (const status of states) {
    const res = await testApp.request(`/api/admin/orders/${orderId}/status`, {
      method: 'POST',
      headers: admin.headers,
      json: { status },
    });
    const body = (await res.json()) as { order: OrderView; error?: string };
    if (!res.ok) throw new Error(`move to ${status} refused (${res.status}): ${body.error}`);
    order = body.order;
  }
  return order!;
}

/** A pickup order handed over: preparing, ready, collected. */
export const DELIVERED = ['in_preparazione', 'pronto_ritiro', 'completato'];
