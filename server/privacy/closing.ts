import { ORDER_STATUS_LABELS } from '#common/orders/status.ts';
import type { AccountClosingOutcome, AccountClosingPreview, ClosingOrderView } from '#common/privacy/views.ts';
import { ownedTenant } from '../accounts/memberships.ts';
import { assertAccountPassword, removeAccount } from '../accounts/profile.ts';
import { findUserById } from '../accounts/users.ts';
import { commentsByEmail, forgetBlogPerson } from '../blog/personal-data.ts';
import type { AppServices } from '../context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { forgetSentMailTo } from '../mail/personal-data.ts';
import { cancelByCustomer } from '../orders/cancel.ts';
import { type ClosingOrder, minimiseOrdersOfUser, ordersForClosing } from '../orders/personal-data.ts';
import { deleteReviewsOfUser, reviewsOfUser } from '../reviews/reviews.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { findTenantsByIds } from '../tenants/queries.ts';
import type { Tenant } from '../tenants/schema.ts';
import { accountClosedMail } from './emails.ts';

// Closing an account (GDPR art. 17) leaves no order in limbo: orders not yet handed over
// are cancelled through the orders domain's own cancellation (which refunds a card payment),
// orders handed over are kept for the legal retention (10 years for billing) with the
// person's data reduced, then the account goes and the outcome is e-mailed.

export const OWNER_CANNOT_CLOSE =
  'Sei titolare di una libreria: per eliminare l’account scrivici, così chiudiamo prima il negozio e i suoi ordini.';

function toView(order: ClosingOrder, shops: Map<string, Tenant>): ClosingOrderView {
  return {
    id: order.id,
    negozio: shops.get(order.tenantId)?.name ?? '',
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status] ?? order.status,
    createdAt: order.createdAt.toISOString(),
    total: order.totalCents / 100,
    refund: !order.paid ? 'nessuno' : order.paymentMethod === 'stripe' ? 'carta' : 'bonifico',
  };
}

async function shopsOf(services: AppServices, orders: ClosingOrder[]) {
  const tenants = await findTenantsByIds(services.db, [...new Set(orders.map((o) => o.tenantId))]);
  return new Map(tenants.map((t) => [t.id, t]));
}

/** What closing would do now: shown on /profile/delete and by GET /api/auth/account-deletion. */
export async function accountClosingPreview(services: AppServices, userId: string): Promise<AccountClosingPreview> {
  const { db } = services;
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Account non trovato');
  const [orders, owned, reviews, comments] = await Promise.all([
    ordersForClosing(db, userId),
    ownedTenant(db, userId),
    reviewsOfUser(db, userId),
    commentsByEmail(db, user.email),
  ]);
  const shops = await shopsOf(services, [...orders.cancel, ...orders.keep]);
  return {
    email: user.email,
    ownsShop: owned?.name ?? null,
    cancel: orders.cancel.map((o) => toView(o, shops)),
    keep: orders.keep.map((o) => toView(o, shops)),
    reviews: reviews.length,
    comments: comments.length,
  };
}

/**
 * Closes the account after checking the password. `orderUrl` is only for the orders
 * domain's records; the person gets one e-mail with the whole outcome.
 */
export async function closeAccount(options: {
  services: AppServices;
  userId: string;
  password: string;
  /** The shop the request came to: its name signs the e-mail. */
  shopName: string;
  orderUrl: (orderId: string) => string;
  now?: Date;
}): Promise<AccountClosingOutcome> {
  const { services, userId } = options;
  const { db } = services;
  await assertAccountPassword(db, userId, options.password);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Account non trovato');
  if (await ownedTenant(db, userId)) throw new AppError('RULE_BROKEN', OWNER_CANNOT_CLOSE);

  const before = await ordersForClosing(db, userId);
  const shops = await shopsOf(services, [...before.cancel, ...before.keep]);
  const cancelled: ClosingOrderView[] = [];
  for (const order of before.cancel) {
    const tenant = shops.get(order.tenantId);
    if (!tenant) continue;
    try {
      await cancelByCustomer({
        db,
        tenant,
        userId,
        orderId: order.id,
        orderUrl: options.orderUrl(order.id),
        stripe: services.payments.stripe,
        accountClosing: true,
      });
      cancelled.push(toView(order, shops));
    } catch (error) {
      // Handed over meanwhile (the shop shipped it a moment ago): it is kept like the others.
      if (!(error instanceof AppError)) throw error;
    }
  }
  const after = await ordersForClosing(db, userId);
  const cancelledIds = new Set(cancelled.map((o) => o.id));
  const kept = after.keep.filter((o) => !cancelledIds.has(o.id)).map((o) => toView(o, shops));

  const outcome = await db.transaction(async (tx) => {
    await minimiseOrdersOfUser(tx, userId, options.now);
    const reviewsDeleted = await deleteReviewsOfUser(tx, userId);
    const blog = await forgetBlogPerson(tx, { email: user.email, userId });
    await forgetSentMailTo(tx, user.email);
    const result: AccountClosingOutcome = { cancelled, kept, reviewsDeleted, commentsDeleted: blog.comments };
    await enqueueMail(tx, {
      dedupeKey: `account-closed:${userId}`,
      to: user.email,
      ...accountClosedMail({ shopName: options.shopName, name: user.firstName, email: user.email, outcome: result }),
    });
    // Carts, favourites, sessions and memberships go with the account (ON DELETE CASCADE).
    await removeAccount(tx, userId);
    return result;
  });
  services.mailOutbox.kick();
  services.paymentJobs.kick();
  return outcome;
}
