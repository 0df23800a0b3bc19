import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireAdmin } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { AppError } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { listSecurityLogs, securityLogQuery } from './list.ts';
import { logSecurityEvent } from './log.ts';
import { SECURITY_CATEGORIES } from './schema.ts';

/** Browser reports are small: 8 KB of JSON at most. */
export const SECURITY_LOG_BODY_LIMIT = 8 * 1024;

export const browserEntry = z.object({
  timestamp: z.string().max(40).optional(),
  level: z.literal('error', { error: 'Sono accettati solo eventi di livello error' }),
  category: z.enum(SECURITY_CATEGORIES as [string, ...string[]], { error: 'Categoria sconosciuta' }),
  message: z.string().trim().min(1, 'Il messaggio è obbligatorio').max(500),
  data: z.record(z.string(), z.unknown()).optional(),
  userAgent: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
  userId: z.string().max(100).nullable().optional(),
});

/** POST /api/security-logs (browsers, errors only) and the admins' listing. */
export function securityApi() {
  const app = new Hono<AppEnv>();

  app.post(
    '/security-logs',
    bodyLimit({
      maxSize: SECURITY_LOG_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Voce di registro troppo grande');
      },
    }),
    rateLimit('moderate', 'security-logs'),
    async (c) => {
      const entry = parseInput(browserEntry, await readJson(c));
      const session = c.get('session');
      // Who sent it comes from the session, never from the body.
      const userId =
        session?.kind === 'customer' ? session.user.id : session?.kind === 'admin' ? session.admin.id : null;
      await logSecurityEvent(c.var.services.db, {
        level: 'error',
        category: entry.category as (typeof SECURITY_CATEGORIES)[number],
        message: entry.message,
        data: { ...(entry.data ?? {}), ...(entry.timestamp ? { browserTimestamp: entry.timestamp } : {}) },
        userAgent: c.req.header('user-agent') ?? entry.userAgent ?? '',
        url: entry.url ?? '',
        userId,
        ip: c.get('clientIp'),
        source: 'browser',
        tenantId: c.var.tenant.id,
      });
      return c.json({ success: true }, 202);
    },
  );

  app.get('/admin/security-logs', requireAdmin, async (c) => {
    const filters = parseInput(securityLogQuery, c.req.query());
    const result = await listSecurityLogs(c.var.services.db, filters);
    return c.json({ success: true, ...result });
  });

  return app;
}
