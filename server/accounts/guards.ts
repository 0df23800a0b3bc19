import type { MiddlewareHandler } from 'hono';
import { redirect } from 'react-router';
import type { AppEnv, RequestVars } from '../context.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { forbidden, unauthorized } from '../shared/errors.ts';
import { isTenantOwner } from './memberships.ts';
import { enrolmentRequired, mustEnrolSecondFactor } from './second-factor/policy.ts';
import type { AdminUser, CustomerUser } from './types.ts';

// Server-side permission checks. API routes use the Hono middlewares; page loaders and
// actions use the *Page helpers, which redirect to the right login remembering the origin.

/** 401 for anonymous callers, 403 for an admin session on a customer route. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session');
  if (!session) throw unauthorized('Accesso richiesto');
  if (session.kind !== 'customer') throw forbidden('Operazione riservata ai clienti registrati');
  await next();
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * 401 for anonymous callers, 403 for a customer session on an admin route. Every change an
 * admin makes through the API that succeeds is written to the security log (ADMIN).
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session');
  if (!session) throw unauthorized('Accesso amministratore richiesto');
  if (session.kind !== 'admin') throw forbidden('Operazione riservata agli amministratori');
  await next();
  if (MUTATING.has(c.req.method) && c.res.status < 400) {
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: `Azione amministratore: ${c.req.method} ${c.req.path}`,
      data: { username: session.admin.username },
    });
  }
};

/**
 * The owner of the bookshop named by the route parameter (or, without one or with `null`
 * when the route's `:id` names something else, of the shop the request came to), or an
 * admin. 401 anonymous, 403 anyone else (and an owner without a second factor).
 */
export function requireTenantOwner(param: string | null = 'id'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthorized('Accesso richiesto');
    if (session.kind === 'customer') {
      const tenantId = (param === null ? undefined : c.req.param(param)) ?? c.get('tenant').id;
      const owner = UUID.test(tenantId) && (await isTenantOwner(c.var.services.db, session.user.id, tenantId));
      if (!owner) throw forbidden('Operazione riservata al titolare della libreria');
      // The shop's identity and IBAN are back-office work: a second factor first (decision 0028).
      const { db, config } = c.var.services;
      if (await mustEnrolSecondFactor(db, config, session.user.id)) throw enrolmentRequired();
    }
    await next();
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function origin(request: Request): string {
  const url = new URL(request.url);
  // React Router's data requests end in .data; the visitor's page is the path without it.
  const pathname = url.pathname.replace(/\.data$/, '') || '/';
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return `${pathname === '/_root' ? '/' : pathname}${search ? `?${search}` : ''}`;
}

export function loginPath(request: Request, base = '/auth/login'): string {
  return `${base}?redirect=${encodeURIComponent(origin(request))}`;
}

/** In a page loader/action: the signed-in customer, or a redirect to /auth/login?redirect=<here>. */
export function requireCustomerPage(request: Request, vars: Pick<RequestVars, 'session'>): CustomerUser {
  const { session } = vars;
  if (session?.kind === 'customer') return session.user;
  throw redirect(loginPath(request));
}

/** In a page loader/action: the signed-in admin, or a redirect to /admin/login?redirect=<here>. */
export function requireAdminPage(request: Request, vars: Pick<RequestVars, 'session'>): AdminUser {
  const { session } = vars;
  if (session?.kind === 'admin') return session.admin;
  throw redirect(loginPath(request, '/admin/login'));
}
