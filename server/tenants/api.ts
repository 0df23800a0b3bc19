import { Hono } from 'hono';
import { shopProfileInput } from '#common/tenants/profile.ts';
import { requireAdmin, requireTenantOwner } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { parseInput } from '../shared/validation.ts';
import { openIfReadyNow } from './go-live.ts';
import { updateShopProfile } from './profile.ts';
import { toPublicTenant } from './resolve.ts';
import { setShopStatus, shopStatusBody, tenantParam } from './status.ts';

/** API.md "Bookshops": PUT /api/tenants/{id}, the shop's identity and terms (owner or operator). */
export function tenantsApi() {
  const app = new Hono<AppEnv>();

  app.put('/tenants/:id', requireTenantOwner('id'), async (c) => {
    const { id } = parseInput(tenantParam, { id: c.req.param('id') });
    const input = parseInput(shopProfileInput, await readJson(c));
    const saved = await updateShopProfile(c.var.services.db, id, input);
    // The last missing item may have been this one: a ready, paid-up shop opens now.
    const tenant = (await openIfReadyNow(c.var.services.db, c.var.services.config, id)) ?? saved;
    c.var.services.mailOutbox.kick();
    // Every process serves the new identity at once (footer, legal pages, receipts).
    await c.var.services.caches.publish('tenants');
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: 'Dati del negozio aggiornati',
      data: { tenantId: id },
    });
    return c.json({ tenant: { ...toPublicTenant(tenant), status: tenant.status } });
  });

  // The operator opens or suspends a bookshop, with the reason its owner reads by e-mail.
  app.post('/admin/tenants/:id/status', requireAdmin, async (c) => {
    const { id } = parseInput(tenantParam, { id: c.req.param('id') });
    const body = parseInput(shopStatusBody, await readJson(c));
    const session = c.var.session;
    const by = session?.kind === 'admin' ? `admin:${session.admin.id}` : 'admin';
    const { services } = c.var;
    const tenant = await setShopStatus(services.db, services.config, { ...body, tenantId: id, by });
    await services.caches.publish('tenants');
    services.mailOutbox.kick();
    return c.json({ tenant: { ...toPublicTenant(tenant), status: tenant.status } });
  });

  return app;
}
