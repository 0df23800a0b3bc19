import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireTenantOwner } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { fileStore } from '../storage/file-store.ts';
import { domainAvailability, domainAvailabilityQuery } from './availability.ts';
import { removeLogo, setLogo } from './logo.ts';
import { toPublicTenant } from './resolve.ts';
import { tenants } from './schema.ts';
import { tenantParam } from './status.ts';

/**
 * API.md "Bookshops": the shop's logo (the picture's bytes as the body, at most 1 MB; the
 * body limit of server/http/app.ts refuses a larger one before reading it) and the address
 * check of "Registra libreria".
 */
export function brandingApi() {
  const app = new Hono<AppEnv>();

  app.put('/tenants/:id/logo', requireTenantOwner('id'), async (c) => {
    const { id } = parseInput(tenantParam, { id: c.req.param('id') });
    const { db, config, caches } = c.var.services;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id));
    if (!tenant) throw notFound('Negozio non trovato');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const updated = await setLogo(db, fileStore(config), tenant, bytes);
    await caches.publish('tenants');
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: 'Logo del negozio aggiornato',
      data: { tenantId: id, bytes: bytes.length },
    });
    return c.json({ tenant: { ...toPublicTenant(updated), status: updated.status } });
  });

  app.delete('/tenants/:id/logo', requireTenantOwner('id'), async (c) => {
    const { id } = parseInput(tenantParam, { id: c.req.param('id') });
    const { db, config, caches } = c.var.services;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id));
    if (!tenant) throw notFound('Negozio non trovato');
    const updated = await removeLogo(db, fileStore(config), tenant);
    await caches.publish('tenants');
    return c.json({ tenant: { ...toPublicTenant(updated), status: updated.status } });
  });

  app.get('/tenants/domain-available', rateLimit('moderate', 'domain-available'), async (c) => {
    const { domain } = parseInput(domainAvailabilityQuery, { domain: c.req.query('domain') });
    const answer = await domainAvailability(c.var.services.db, domain);
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
