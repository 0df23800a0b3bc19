import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { phone } from '#common/orders/validation.ts';
import type { Db } from '../db/connection.ts';
import { enforceRateLimit } from '../ratelimit/limits.ts';
import { clientCartLine, MAX_CART_LINES } from './cart-pricing.ts';
import { loadOrderView } from './queries.ts';
import { orders } from './schema.ts';

// Orders without an account (API.md "Guest checkout"). The order's page is reached through
// a private link: `/orders/<id>?t=<token>`, 256 random bits; only the token's SHA-256 is
// stored, so the database alone does not open anyone's order page.

/** What a guest sends besides the usual checkout fields: who they are and the browser's lines. */
export const guestCheckoutExtras = z.object({
  contatto: z.object(
    {
      nome: z
        .string({ error: 'Nome e cognome: campo obbligatorio' })
        .trim()
        .min(2, 'Scrivi nome e cognome')
        .max(120, 'Nome: al massimo 120 caratteri'),
      email: z.email('E-mail non valida: ti mandiamo lì il link all’ordine').max(254),
      telefono: z
        .string({ error: 'Telefono: campo obbligatorio' })
        .trim()
        .min(1, 'Telefono: campo obbligatorio (lo usiamo solo per questo ordine)')
        .pipe(phone),
    },
    { error: 'Scrivi nome, e-mail e telefono: ti scriviamo lì per l’ordine' },
  ),
  items: z
    .array(clientCartLine, { error: 'Il carrello è vuoto' })
    .min(1, 'Il carrello è vuoto')
    .max(MAX_CART_LINES, `Al massimo ${MAX_CART_LINES} righe nel carrello`),
  // A guest's key is the only thing a repeated request shares with the first: make it long.
  idempotencyKey: z.string().trim().min(20, 'Chiave di idempotenza non valida'),
});

export const GUEST_ORDERS_LIMITED =
  'Troppi ordini con questo indirizzo e-mail nell’ultima ora: riprova più tardi o accedi al tuo account';

/**
 * Guest orders per e-mail address (the hourly tier, 10 an hour): the per-address limit of the
 * checkout call does not stop one person ordering from many addresses in someone's name (each
 * order reserves stock and mails the address). The key holds the address's hash, not the address.
 */
export async function limitGuestOrders(db: Db, email: string, relaxed: boolean): Promise<void> {
  const subject = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  await enforceRateLimit(db, 'hourly', 'guest-order-email', subject, relaxed, undefined, GUEST_ORDERS_LIMITED);
}

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

export const guestOrderPath = (orderId: string, token: string) => `/orders/${orderId}?t=${encodeURIComponent(token)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The order this private link opens, or null (wrong token, other shop, malformed). */
export async function findGuestOrder(db: Db, options: { tenantId: string; orderId: string; token: string }) {
  const { tenantId, orderId, token } = options;
  if (!UUID.test(orderId) || !TOKEN.test(token)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.tenantId, tenantId), eq(orders.guestTokenHash, hashGuestToken(token))),
    );
  return order ?? null;
}

export async function findGuestOrderView(db: Db, tenantId: string, orderId: string, token: string) {
  const order = await findGuestOrder(db, { tenantId, orderId, token });
  return order ? { order, view: await loadOrderView(db, order) } : null;
}

/**
 * Adds a guest's order to the signed-in customer's account: the private link proves it is
 * theirs. An order already in an account stays where it is (false).
 */
export async function attachGuestOrder(
  db: Db,
  input: { tenantId: string; orderId: string; token: string; userId: string },
): Promise<boolean> {
  const order = await findGuestOrder(db, { tenantId: input.tenantId, orderId: input.orderId, token: input.token });
  if (!order || order.userId) return false;
  const moved = await db
    .update(orders)
    .set({ userId: input.userId, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.userId)))
    .returning({ id: orders.id });
  return moved.length === 1;
}
