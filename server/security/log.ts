import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { type SecurityCategory, type SecurityLevel, securityLogs } from './schema.ts';

export type SecurityEvent = {
  level: SecurityLevel;
  category: SecurityCategory;
  message: string;
  data?: Record<string, unknown>;
  userAgent?: string;
  url?: string;
  userId?: string | null;
  ip?: string;
  source?: 'server' | 'browser';
  tenantId?: string | null;
};

/** Stores one security event. Failing to log must never fail the request that caused it. */
export async function logSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(securityLogs).values({
    level: event.level,
    category: event.category,
    message: event.message.slice(0, 1000),
    data: event.data ?? null,
    userAgent: (event.userAgent ?? '').slice(0, 500),
    url: (event.url ?? '').slice(0, 2000),
    userId: event.userId ?? null,
    ip: event.ip ?? '',
    source: event.source ?? 'server',
    tenantId: event.tenantId ?? null,
  });
}

/** A server-side event about the current request (user agent, URL, user, IP filled in). */
export async function logRequestSecurityEvent(
  c: Context<AppEnv>,
  event: Omit<SecurityEvent, 'userAgent' | 'url' | 'ip' | 'userId' | 'tenantId'> & { userId?: string | null },
): Promise<void> {
  const session = c.get('session');
  const userId =
    event.userId ??
    (session?.kind === 'customer' ? session.user.id : session?.kind === 'admin' ? session.admin.id : null);
  try {
    await logSecurityEvent(c.var.services.db, {
      ...event,
      userId,
      userAgent: c.req.header('user-agent') ?? '',
      url: new URL(c.req.url).pathname,
      ip: c.get('clientIp') ?? '',
      tenantId: c.get('tenant')?.id ?? null,
    });
  } catch (error) {
    c.var.log?.error({ err: error }, 'security log write failed');
  }
}
