import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { parseInput } from '../shared/validation.ts';
import { toPublicTenant } from '../tenants/resolve.ts';
import { clearCookie, SESSION_COOKIE } from './cookies.ts';
import { requireCustomer } from './guards.ts';
import { loginCustomer } from './login.ts';
import { ownedTenant } from './memberships.ts';
import { users } from './schema.ts';
import { createSession, deleteSession, type NewSession, sessionCookie, toCustomerUser } from './sessions.ts';
import { createUser, ensureCustomerOf } from './users.ts';
import { loginInput, profileFields, registerInput } from './validation.ts';

/** Sets the new session's cookie, ending the one the browser had (the id changes at login). */
export async function startBrowserSession(c: Context<AppEnv>, session: NewSession): Promise<void> {
  const previous = c.get('session');
  if (previous?.via === 'cookie') await deleteSession(c.var.services.db, previous.idHash);
  c.header('Set-Cookie', sessionCookie(session, c.get('secureCookies')), { append: true });
}

export function clientInfo(c: Context<AppEnv>) {
  return { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? '' };
}

export const profileInput = z.object({
  name: z.string().trim().min(1, 'Il nome è obbligatorio').max(120).optional(),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  displayName: z.string().trim().max(120).optional(),
  ...profileFields,
});

/** /api/auth/*: customer registration, login, logout, CSRF token, current user, profile. */
export function authApi() {
  const app = new Hono<AppEnv>();

  app.get('/auth/csrf', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ csrfToken: c.var.csrfToken() });
  });

  app.post('/auth/register', rateLimit('strict', 'register'), async (c) => {
    const input = parseInput(registerInput, await readJson(c));
    const { db } = c.var.services;
    const user = await createUser(db, input, { tenantId: c.var.tenant.id, role: 'customer' });
    const session = await createSession(db, { userId: user.id }, clientInfo(c));
    await startBrowserSession(c, session);
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'AUTH',
      message: 'Nuova registrazione',
      userId: user.id,
    });
    return c.json({ user: toCustomerUser(user), csrfToken: session.csrfToken }, 201);
  });

  app.post('/auth/login', rateLimit('strict', 'login'), async (c) => {
    const input = parseInput(loginInput, await readJson(c));
    const { db } = c.var.services;
    const result = await loginCustomer(db, input, clientInfo(c));
    if (!result.ok) {
      await logRequestSecurityEvent(c, {
        level: 'warn',
        category: result.throttled ? 'RATE_LIMIT' : 'AUTH',
        message: result.throttled ? result.error.message : 'Accesso non riuscito',
        data: { email: input.email },
      });
      throw result.error;
    }
    await ensureCustomerOf(db, c.var.tenant.id, result.user.id);
    await startBrowserSession(c, result.session);
    return c.json({ user: toCustomerUser(result.user), csrfToken: result.session.csrfToken });
  });

  app.post('/auth/logout', async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(c.var.services.db, session.idHash);
    c.header('Set-Cookie', clearCookie(SESSION_COOKIE, c.get('secureCookies')), { append: true });
    return c.json({ success: true });
  });

  app.get('/auth/me', requireCustomer, async (c) => {
    const session = c.get('session')!;
    if (session.kind !== 'customer') throw new Error('unreachable');
    const tenant = await ownedTenant(c.var.services.db, session.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({
      user: { uid: session.user.id, ...session.user },
      tenant: tenant ? { ...toPublicTenant(tenant), status: tenant.status } : null,
      csrfToken: session.csrfToken,
    });
  });

  app.put('/auth/profile', requireCustomer, async (c) => {
    const session = c.get('session')!;
    if (session.kind !== 'customer') throw new Error('unreachable');
    const input = parseInput(profileInput, await readJson(c));
    const { name, ...rest } = input;
    const changes: Partial<typeof users.$inferInsert> = { ...rest, updatedAt: new Date() };
    if (name !== undefined) {
      const words = name.split(/\s+/);
      changes.displayName = name;
      changes.firstName ??= words[0] ?? '';
      changes.lastName ??= words.slice(1).join(' ');
    }
    const [user] = await c.var.services.db.update(users).set(changes).where(eq(users.id, session.user.id)).returning();
    return c.json({ user: { uid: user!.id, ...toCustomerUser(user!) } });
  });

  return app;
}
