import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { moderationInput } from '#common/reviews/validation.ts';
import { requireCustomer, requireTenantOwner } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { parseInput } from '../shared/validation.ts';
import { moderateReview, reviewsForModeration } from './moderation.ts';
import { approvedReviews, type ReviewSubject, submitReview } from './reviews.ts';

export const productIdParam = z.coerce
  .number({ error: 'Identificativo prodotto non valido' })
  .int('Identificativo prodotto non valido')
  .min(1, 'Identificativo prodotto non valido')
  .max(2_147_483_647, 'Identificativo prodotto non valido');

/** ISBN-10/13 with or without dashes, or the Ministry's non-ISBN codes (stored without dashes, upper case). */
export const isbnParam = z
  .string()
  .transform((v) => v.replace(/-/g, '').trim().toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{2,20}$/, 'ISBN non valido'));

export const reviewsQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit va da 1 a 100').max(100, 'limit va da 1 a 100').default(20),
  offset: z.coerce.number().int().min(0, 'offset non può essere negativo').max(100_000).default(0),
});

export const moderationQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected'], { error: 'status: pending, approved o rejected' })
    .default('pending'),
});

const reviewId = z.coerce.number().int().min(1, 'Recensione non valida').max(2_147_483_647, 'Recensione non valida');

function customerOf(c: Context<AppEnv>) {
  const session = c.get('session');
  if (session?.kind !== 'customer') throw new Error('requireCustomer must run first');
  return session.user;
}

function moderatorOf(c: Context<AppEnv>): string {
  const session = c.get('session');
  if (session?.kind === 'admin') return `admin:${session.admin.username}`;
  if (session?.kind === 'customer') return `titolare:${session.user.email}`;
  return 'sconosciuto';
}

/** Verified reviews of products and books; moderation by the shop (its owner or an admin). */
export function reviewsApi() {
  const app = new Hono<AppEnv>();

  const list = (subject: (c: Context<AppEnv>) => ReviewSubject) => async (c: Context<AppEnv>) => {
    const page = parseInput(reviewsQuery, c.req.query());
    return c.json(await approvedReviews(c.var.services.db, c.var.tenant.id, subject(c), page));
  };
  const create = (subject: (c: Context<AppEnv>) => ReviewSubject) => async (c: Context<AppEnv>) => {
    const review = await submitReview(c.var.services.db, {
      tenantId: c.var.tenant.id,
      user: customerOf(c),
      subject: subject(c),
      input: await readJson(c),
    });
    return c.json({ success: true, review }, 201);
  };
  const product = (c: Context<AppEnv>): ReviewSubject => ({ productId: parseInput(productIdParam, c.req.param('id')) });
  const book = (c: Context<AppEnv>): ReviewSubject => ({ isbn: parseInput(isbnParam, c.req.param('isbn')) });

  app.get('/products/:id/reviews', list(product));
  app.post('/products/:id/reviews', requireCustomer, rateLimit('moderate', 'reviews'), create(product));
  app.get('/books/:isbn/reviews', list(book));
  app.post('/books/:isbn/reviews', requireCustomer, rateLimit('moderate', 'reviews'), create(book));

  // The shop is the address's: `:id` below is a review's, not a shop's.
  app.get('/admin/reviews', requireTenantOwner(null), async (c) => {
    const { status } = parseInput(moderationQuery, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json({ reviews: await reviewsForModeration(c.var.services.db, c.var.tenant.id, status) });
  });

  app.post('/admin/reviews/:id', requireTenantOwner(null), async (c) => {
    const { action } = parseInput(moderationInput, await readJson(c));
    const review = await moderateReview(c.var.services.db, {
      tenantId: c.var.tenant.id,
      id: parseInput(reviewId, c.req.param('id')),
      action,
      moderator: moderatorOf(c),
    });
    return c.json({ success: true, review });
  });

  return app;
}
