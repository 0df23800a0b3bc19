import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { parseInput } from '../shared/validation.ts';
import { recordPageView } from './page-views.ts';

export const pageViewInput = z.object({
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'percorso non valido'),
});

/** First-party, anonymous page counters. The browser calls this only after analytics consent. */
export function analyticsApi() {
  const app = new Hono<AppEnv>();
  // Anonymous: limited per address like the other anonymous writes (60 a minute).
  app.post('/analytics/pageview', rateLimit('moderate', 'pageview'), async (c) => {
    const { path } = parseInput(pageViewInput, await readJson(c));
    await recordPageView(c.var.services.db, { tenantId: c.var.tenant.id, path });
    return c.json({ success: true }, 202);
  });
  return app;
}
