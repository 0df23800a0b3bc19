import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  bookshopRegisterInput,
  emailField,
  loginInput,
  newPasswordField,
  profileFields,
  registerInput,
} from '#common/accounts/validation.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { AppError } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { toPublicTenant } from '../tenants/resolve.ts';
import { recordBackOfficeSignIn } from './backoffice.ts';
import { registerBookshop } from './bookshop.ts';
import { clearCookie, SESSION_COOKIE } from './cookies.ts';
import { requireCustomer } from './guards.ts';
import { confirmPasswordReset, linkOrigin, requestPasswordReset } from './links.ts';
import { loginCustomer } from './login.ts';
import { ownedTenant } from './memberships.ts';
import { updateProfile } from './profile.ts';
import { loginFailureMessage, recoveryCodeEvent, SECOND_FACTOR_REQUIRED_MESSAGE } from './second-factor/events.ts';
import { createSession, deleteSession, type NewSession, sessionCookie, toCustomerUser } from './sessions.ts';
import { createUser, ensureCustomerOf } from './users.ts';

/** Sets the new session's cookie, ending the one the browser had (the id changes at login). */
export async function startBrowserSession(c: Context<AppEnv>, session: NewSession): Promise<void> {
  const previous = c.get('session');
  if (previous?.via === 'cookie') await deleteSession(c.var.services.db, previous.idHash);
  c.header('Set-Cookie', sessionCookie(session, c.get('secureCookies')), { append: true });
}

export function clientInfo(c: Context<AppEnv>) {
  return { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? '' };
}

export const passwordResetInput = z.object({ email: emailField });
export const passwordResetConfirmInput = z.object({ token: z.string().min(1).max(200), password: newPasswordField });

export const profileInput = z.object({
  name: z.string().trim().min(1, 'Il nome è obbligatorio').max(120).optional(),
  phone: profileFields.phone.optional(),
  address: profileFields.address.optional(),
  city: profileFields.city.optional(),
  postalCode: profileFields.postalCode.optional(),
  province: profileFields.province.optional(),
});

function customerOf(c: Context<AppEnv>) {
  const session = c.get('session');
  if (session?.kind !== 'customer') throw new Error('requireCustomer must run first');
  return session.user;
}

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
    const { db, config } = c.var.services;
    const result = await loginCustomer(db, input, clientInfo(c), config, {
      challenge: false,
      floor: c.var.services.loginFloor,
    });
    if (result.ok === 'second-factor') {
      // A program signs in with the code in the same call, as the operator's (decision 0028).
      throw new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED_MESSAGE, {
        status: 401,
        fields: { code: 'Obbligatorio per questo account' },
      });
    }
    if (!result.ok) {
      await logRequestSecurityEvent(c, {
        level: 'warn',
        category: result.throttled ? 'RATE_LIMIT' : 'AUTH',
        message: result.throttled ? result.error.message : loginFailureMessage(result.error),
        data: { email: input.email },
      });
      throw result.error;
    }
    await ensureCustomerOf(db, c.var.tenant.id, result.user.id);
    await startBrowserSession(c, result.session);
    if (result.via === 'recovery') {
      await logRequestSecurityEvent(c, recoveryCodeEvent(result.user.id, result.recoveryLeft));
    }
    await recordBackOfficeSignIn(db, result.user.id, (event) => logRequestSecurityEvent(c, event));
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
    const user = customerOf(c);
    const tenant = await ownedTenant(c.var.services.db, user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({
      user: { uid: user.id, ...user },
      tenant: tenant ? { ...toPublicTenant(tenant), status: tenant.status } : null,
      csrfToken: session.csrfToken,
    });
  });

  app.put('/auth/profile', requireCustomer, async (c) => {
    const user = customerOf(c);
    const input = parseInput(profileInput, await readJson(c));
    const updated = await updateProfile(c.var.services.db, user.id, input);
    return c.json({ user: { uid: updated.id, ...updated } });
  });

  app.post('/auth/password-reset', rateLimit('strict', 'password-reset'), async (c) => {
    const { email } = parseInput(passwordResetInput, await readJson(c));
    await requestPasswordReset(c.var.services, {
      email,
      origin: linkOrigin(c.var.services.config, c.var.tenant),
      shopName: c.var.tenant.name,
    });
    return c.json({ success: true });
  });

  app.post('/auth/password-reset/confirm', rateLimit('strict', 'password-reset'), async (c) => {
    const input = parseInput(passwordResetConfirmInput, await readJson(c));
    const user = await confirmPasswordReset(c.var.services.db, input.token, input.password);
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'AUTH',
      message: 'Password reimpostata con il link',
      userId: user.id,
    });
    return c.json({ success: true });
  });

  app.post('/tenants/register', rateLimit('strict', 'register'), async (c) => {
    const input = parseInput(bookshopRegisterInput, await readJson(c));
    const { db, config } = c.var.services;
    const { user, tenant } = await registerBookshop(db, config, input);
    // Its address may have been asked for before (an unknown shop, kept 30 s): not any more,
    // in any process.
    await c.var.services.caches.publish('tenants');
    const session = await createSession(db, { userId: user.id }, clientInfo(c));
    await startBrowserSession(c, session);
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'AUTH',
      message: 'Nuova libreria registrata',
      userId: user.id,
      data: { domain: tenant.slug },
    });
    return c.json(
      {
        tenant: { ...toPublicTenant(tenant), status: tenant.status },
        user: { uid: user.id, ...toCustomerUser(user) },
        csrfToken: session.csrfToken,
      },
      201,
    );
  });

  return app;
}
