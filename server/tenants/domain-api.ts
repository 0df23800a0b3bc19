import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { parseInput } from '../shared/validation.ts';
import { domainView, mayHaveCertificate, removeCustomDomain, setCustomDomain, verifyCustomDomain } from './domains.ts';
import { tenants } from './schema.ts';

export const domainBody = z.object({
  domain: z
    .string({ error: 'Scrivi il dominio' })
    .trim()
    .min(4, 'Dominio troppo corto')
    .max(253, 'Dominio troppo lungo'),
});

const OWNERS = ['operator', 'owner'] as const;

/** The shop's own domain (owner or operator of the shop of the request's host; decision 0030). */
export function domainApi() {
  const app = new Hono<AppEnv>();

  app.get('/admin/domain', async (c) => {
    const actor = await requireBackOffice(c, { roles: OWNERS });
    const [row] = await c.var.services.db.select().from(tenants).where(eq(tenants.id, actor.tenant.id));
    return c.json({ domain: domainView(row!) });
  });

  app.put('/admin/domain', rateLimit('moderate', 'domain'), async (c) => {
    const actor = await requireBackOffice(c, { roles: OWNERS });
    const { domain } = parseInput(domainBody, await readJson(c));
    const { services } = c.var;
    const view = await setCustomDomain(services.db, {
      tenant: actor.tenant,
      domain,
      siteSuffix: services.config.SITE_SUFFIX,
    });
    await services.caches.publish('tenants');
    return c.json({ domain: view });
  });

  app.post('/admin/domain/verify', rateLimit('moderate', 'domain-verify'), async (c) => {
    const actor = await requireBackOffice(c, { roles: OWNERS });
    const { services } = c.var;
    const view = await verifyCustomDomain(services.db, actor.tenant, services.resolveTxt);
    await services.caches.publish('tenants');
    return c.json({ domain: view });
  });

  app.delete('/admin/domain', async (c) => {
    const actor = await requireBackOffice(c, { roles: OWNERS });
    const view = await removeCustomDomain(c.var.services.db, actor.tenant);
    await c.var.services.caches.publish('tenants');
    return c.json({ domain: view });
  });

  return app;
}

/**
 * `GET /internal/tls-ask?domain=…` for Caddy's on-demand TLS (docs/deploy-caddy.md): 200 for
 * names the shop serves, 404 for anything else. Not under /api: only the proxy calls it.
 */
export function tlsAskApi() {
  const app = new Hono<AppEnv>();
  app.get('/internal/tls-ask', async (c) => {
    const domain = c.req.query('domain') ?? '';
    const { db, config } = c.var.services;
    const ok = domain.length <= 253 && (await mayHaveCertificate(db, domain, config.SITE_SUFFIX));
    return c.text(ok ? 'ok' : 'no', ok ? 200 : 404, { 'Cache-Control': 'no-store' });
  });
  return app;
}
