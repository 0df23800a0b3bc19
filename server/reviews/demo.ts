import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { toCustomerUser } from '../accounts/sessions.ts';
import { createUser, findUserByEmail } from '../accounts/users.ts';
import { listProducts } from '../catalog/queries.ts';
import type { AppServices } from '../context.ts';
import type { DemoSeed } from '../demo/index.ts';
import { createDeliveredDemoOrder } from '../orders/demo.ts';
import { DEMO_BUYERS, DEMO_REVIEWS } from './demo-reviews.ts';
import { moderateReview } from './moderation.ts';
import { submitReview } from './reviews.ts';
import { reviews } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo buyers, each with one delivered pickup order of the products they review, and
 * their reviews through the same path as a customer's (verified against the order), most
 * of them approved. Runs once: not when the shop already has reviews or has no products.
 */
export async function seedDemoReviews(services: AppServices, now = new Date()): Promise<number> {
  const { db } = services;
  const tenant = services.defaultTenant();
  const [existing] = await db.select({ n: count() }).from(reviews).where(eq(reviews.tenantId, tenant.id));
  if ((existing?.n ?? 0) > 0) return 0;
  const { products } = await listProducts(db, { tenantId: tenant.id, limit: 100 });
  const productId = new Map(products.map((p) => [p.name, p.id]));
  if (DEMO_REVIEWS.some((r) => !productId.has(r.product))) return 0;

  let written = 0;
  for (const buyer of DEMO_BUYERS) {
    const mine = DEMO_REVIEWS.filter((r) => r.buyer === buyer.key);
    if (mine.length === 0) continue;
    const user =
      (await findUserByEmail(db, buyer.email)) ??
      (await createUser(
        db,
        {
          name: buyer.name,
          email: buyer.email,
          // Nobody signs in as a demo buyer.
          password: randomBytes(24).toString('base64url'),
          phone: '',
          address: '',
          city: '',
          postalCode: '',
          province: '',
        },
        { tenantId: tenant.id, role: 'customer' },
      ));
    const daysAgo = Math.max(...mine.map((r) => r.daysAgo));
    await createDeliveredDemoOrder({
      db,
      tenant,
      customer: { id: user.id, email: user.email, name: user.displayName },
      products: [...new Set(mine.map((r) => productId.get(r.product)!))].map((id) => ({ productId: id, quantity: 1 })),
      placedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      deliveredAt: new Date(now.getTime() - (daysAgo - 3) * DAY_MS),
    });
    const customer = toCustomerUser(user);
    for (const demo of mine) {
      const review = await submitReview(db, {
        tenantId: tenant.id,
        user: customer,
        subject: { productId: productId.get(demo.product)! },
        input: { stelle: demo.stars, testo: demo.text },
        now: new Date(now.getTime() - (daysAgo - 5) * DAY_MS),
      });
      // Signed as what they are: demo people.
      await db
        .update(reviews)
        .set({ authorName: `${buyer.name.split(' ')[0]} (cliente dimostrativo)` })
        .where(and(eq(reviews.tenantId, tenant.id), eq(reviews.id, Number(review.id))));
      if (demo.status !== 'pending') {
        await moderateReview(db, { tenantId: tenant.id, id: Number(review.id), action: 'approve', moderator: 'demo' });
      }
      written++;
    }
  }
  return written;
}

export const reviewsDemoSeed: DemoSeed = {
  name: 'reviews',
  run: async (services) => {
    await seedDemoReviews(services);
  },
};
