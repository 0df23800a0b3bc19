import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { redirect } from 'react-router';
import type { AppEnv, AppServices, RequestVars } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { logRequestSecurityEvent, logSecurityEvent, type SecurityEvent } from '../security/log.ts';
import { forbidden, unauthorized } from '../shared/errors.ts';
import { type Tenant, tenants } from '../tenants/schema.ts';
import { loginPath } from './guards.ts';
import { tenantMemberships, users } from './schema.ts';
import {
  ENROLMENT_PATH,
  ENROLMENT_REQUIRED_MESSAGE,
  enrolmentRequired,
  mustEnrolSecondFactor,
} from './second-factor/policy.ts';
import type { Session } from './types.ts';

// Who may run which shop's back office (decision 0013). The platform operator (an `admins`
// account) runs every shop; a bookshop's owner and the staff they invited run only their
// own shop. The shop is always the one of the request's host, so every back-office query
// carries that tenant and nobody reaches another shop's rows by changing an id.

export type BackOfficeRole = 'operator' | 'owner' | 'staff';
export const BACK_OFFICE_ROLES: readonly BackOfficeRole[] = ['operator', 'owner', 'staff'];

export type BackOfficeActor = {
  role: BackOfficeRole;
  /** The shop this request acts on (the request's host). */
  tenant: Tenant;
  /** The admin's id for the operator, the user's id for owner and staff. */
  id: string;
  /** How histories and notes name the person. */
  name: string;
  /** "admin:<id>" or "user:<id>": who did it, for records. */
  ref: string;
};

const ROLE_LABELS: Record<BackOfficeRole, string> = { operator: 'gestore', owner: 'titolare', staff: 'staff' };

/** The back-office role of a signed-in caller on one shop, or null. */
export async function backOfficeRole(db: Db, session: Session, tenantId: string): Promise<BackOfficeRole | null> {
  if (!session) return null;
  if (session.kind === 'admin') return 'operator';
  const rows = await db
    .select({ role: tenantMemberships.role })
    .from(tenantMemberships)
    .where(
      and(
        eq(tenantMemberships.userId, session.user.id),
        eq(tenantMemberships.tenantId, tenantId),
        inArray(tenantMemberships.role, ['owner', 'staff']),
      ),
    );
  if (rows.some((r) => r.role === 'owner')) return 'owner';
  return rows.length ? 'staff' : null;
}

function actorOf(session: NonNullable<Session>, role: BackOfficeRole, tenant: Tenant): BackOfficeActor {
  if (session.kind === 'admin') {
    return { role, tenant, id: session.admin.id, name: session.admin.username, ref: `admin:${session.admin.id}` };
  }
  const { user } = session;
  return { role, tenant, id: user.id, name: user.displayName || user.email, ref: `user:${user.id}` };
}

type Refusal = { status: 401 | 403; message: string; enrol?: true };

async function decide(
  services: Pick<AppServices, 'db' | 'config'>,
  session: Session,
  tenant: Tenant,
  roles: readonly BackOfficeRole[],
): Promise<BackOfficeActor | Refusal> {
  const { db } = services;
  if (!session) return { status: 401, message: 'Accesso al back office richiesto' };
  const role = await backOfficeRole(db, session, tenant.id);
  if (!role) return { status: 403, message: 'Non hai accesso al back office di questa libreria' };
  if (!roles.includes(role)) {
    return {
      status: 403,
      message: roles.includes('owner')
        ? 'Operazione riservata al titolare della libreria'
        : 'Operazione riservata al gestore della piattaforma',
    };
  }
  // Owners and staff work only with a second factor (decision 0028, amended).
  if (session.kind === 'customer' && (await mustEnrolSecondFactor(db, services.config, session.user.id))) {
    return { status: 403, message: ENROLMENT_REQUIRED_MESSAGE, enrol: true };
  }
  return actorOf(session, role, tenant);
}

function refusalEvent(refusal: Refusal, roles: readonly BackOfficeRole[]): Omit<SecurityEvent, 'ip'> {
  if (refusal.enrol) {
    return {
      level: 'info',
      category: 'ADMIN',
      message: 'Back office senza verifica in due passaggi: attivazione richiesta',
      data: { status: refusal.status },
    };
  }
  return {
    level: 'warn',
    category: 'ADMIN',
    message: 'Accesso al back office negato',
    data: { status: refusal.status, required: roles.map((r) => ROLE_LABELS[r]) },
  };
}

/**
 * The guard of every back-office API call: who may act on the shop of this request's host.
 * 401 anonymous, 403 a person without a role there (or with too small a role); each
 * refusal goes to the security log.
 */
export async function requireBackOffice(
  c: Context<AppEnv>,
  options: { roles?: readonly BackOfficeRole[] } = {},
): Promise<BackOfficeActor> {
  const roles = options.roles ?? BACK_OFFICE_ROLES;
  const result = await decide(c.var.services, c.get('session'), c.get('tenant'), roles);
  if ('role' in result) return result;
  await logRequestSecurityEvent(c, refusalEvent(result, roles));
  if (result.enrol) throw enrolmentRequired();
  throw result.status === 401 ? unauthorized(result.message) : forbidden(result.message);
}

/**
 * Middleware form of requireBackOffice for whole routes (the supplies catalogue): anyone who
 * runs the shop of this address; every change that succeeds goes to the security log.
 */
export const requireShopManager: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = await requireBackOffice(c);
  await next();
  if (c.req.method !== 'GET' && c.res.status < 400) {
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: `Azione nel back office: ${c.req.method} ${c.req.path}`,
      data: { by: actor.ref, role: actor.role },
    });
  }
};

/**
 * The same guard in a page loader or action: anonymous visitors go to the back office's
 * sign-in page (back here afterwards), owners and staff without a second factor to the page
 * that turns it on (back here afterwards); anyone else without the role gets a 403 page.
 */
export async function requireBackOfficePage(
  request: Request,
  vars: Pick<RequestVars, 'services' | 'session' | 'tenant' | 'clientIp' | 'log'>,
  options: { roles?: readonly BackOfficeRole[] } = {},
): Promise<BackOfficeActor> {
  const roles = options.roles ?? BACK_OFFICE_ROLES;
  const result = await decide(vars.services, vars.session, vars.tenant, roles);
  if ('role' in result) return result;
  const session = vars.session;
  try {
    await logSecurityEvent(vars.services.db, {
      ...refusalEvent(result, roles),
      userId: session?.kind === 'customer' ? session.user.id : session?.kind === 'admin' ? session.admin.id : null,
      userAgent: request.headers.get('user-agent') ?? '',
      url: new URL(request.url).pathname,
      ip: vars.clientIp,
      tenantId: vars.tenant.id,
    });
  } catch (error) {
    vars.log.error({ err: error }, 'security log write failed');
  }
  if (result.status === 401) throw redirect(loginPath(request, '/admin/login'));
  // To the page that turns it on, and back here afterwards.
  if (result.enrol) throw redirect(loginPath(request, ENROLMENT_PATH));
  throw new Response(result.message, { status: 403 });
}

export type BackOfficeShop = {
  id: string;
  name: string;
  slug: string;
  customDomain: string | null;
  isDefault: boolean;
  status: Tenant['status'];
  role: BackOfficeRole;
};

function shopOf(tenant: Tenant, role: BackOfficeRole): BackOfficeShop {
  return {
    id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    customDomain: tenant.customDomain,
    isDefault: tenant.isDefault,
    status: tenant.status,
    role,
  };
}

/**
 * The shops a person may run (for the shop switcher): every shop for the operator, the
 * shops where a user is owner or staff otherwise (owner wins when both).
 */
export async function backOfficeShops(db: Db, session: Session): Promise<BackOfficeShop[]> {
  if (!session) return [];
  if (session.kind === 'admin') {
    const rows = await db.select().from(tenants).orderBy(asc(tenants.name));
    return rows.map((t) => shopOf(t, 'operator'));
  }
  const rows = await db
    .select({ tenant: tenants, role: tenantMemberships.role })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
    .where(and(eq(tenantMemberships.userId, session.user.id), inArray(tenantMemberships.role, ['owner', 'staff'])))
    .orderBy(asc(tenants.name));
  const byShop = new Map<string, BackOfficeShop>();
  for (const { tenant, role } of rows) {
    const current = byShop.get(tenant.id);
    if (!current || role === 'owner') byShop.set(tenant.id, shopOf(tenant, role as 'owner' | 'staff'));
  }
  return [...byShop.values()];
}

/**
 * After a person signs in: if they run a shop (owner or staff), the sign-in is a back-office
 * sign-in and goes to the security log.
 */
export async function recordBackOfficeSignIn(
  db: Db,
  userId: string,
  log: (event: Pick<SecurityEvent, 'level' | 'category' | 'message' | 'data'> & { userId: string }) => Promise<void>,
): Promise<void> {
  const rows = await db
    .select({ tenantId: tenantMemberships.tenantId, role: tenantMemberships.role, email: users.email })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(and(eq(tenantMemberships.userId, userId), inArray(tenantMemberships.role, ['owner', 'staff'])));
  if (!rows.length) return;
  await log({
    level: 'info',
    category: 'ADMIN',
    message: 'Accesso al back office',
    userId,
    data: { email: rows[0]!.email, shops: rows.map((r) => ({ tenantId: r.tenantId, role: r.role })) },
  });
}
