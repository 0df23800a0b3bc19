import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CONSENT_COOKIE, readCookie } from '#common/consent.ts';
import { clearCookie, SESSION_COOKIE } from '../accounts/cookies.ts';
import { requireCustomer } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { parseInput } from '../shared/validation.ts';
import { accountClosingPreview, closeAccount } from './closing.ts';
import { collectPersonalData } from './export.ts';

export const accountDeletionBody = z.object({
  password: z
    .string({ error: 'Scrivi la password per confermare' })
    .min(1, 'Scrivi la password per confermare')
    .max(200),
  confirm: z.literal(true, { error: 'Conferma di voler eliminare l’account (confirm: true)' }),
});

function customerOf(c: Context<AppEnv>) {
  const session = c.get('session');
  if (session?.kind !== 'customer') throw new Error('requireCustomer must run first');
  return session.user;
}

/** GDPR rights of a signed-in person: their data (access, portability) and closing the account (erasure). */
export function privacyApi() {
  const app = new Hono<AppEnv>();

  app.get('/auth/export', requireCustomer, async (c) => {
    const data = await collectPersonalData(c.var.services.db, {
      userId: customerOf(c).id,
      consentCookie: readCookie(c.req.header('cookie') ?? null, CONSENT_COOKIE),
    });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', 'attachment; filename="i-miei-dati.json"');
    return c.json(data);
  });

  app.get('/auth/account-deletion', requireCustomer, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ preview: await accountClosingPreview(c.var.services, customerOf(c).id) });
  });

  app.post('/auth/account-deletion', requireCustomer, rateLimit('strict', 'account-deletion'), async (c) => {
    const input = parseInput(accountDeletionBody, await readJson(c));
    const user = customerOf(c);
    const outcome = await closeAccount({
      services: c.var.services,
      userId: user.id,
      password: input.password,
      shopName: c.var.tenant.name,
      orderUrl: (id) => `/orders/${id}`,
    });
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'AUTH',
      message: 'Account eliminato',
      userId: user.id,
      data: { cancelled: outcome.cancelled.length, kept: outcome.kept.length },
    });
    c.header('Set-Cookie', clearCookie(SESSION_COOKIE, c.get('secureCookies')), { append: true });
    return c.json({ success: true, outcome });
  });

  return app;
}
