import { Hono } from 'hono';
import { z } from 'zod';
import { type BackOfficeActor, requireBackOffice } from '../accounts/backoffice.ts';
import { requestPasswordReset } from '../accounts/links.ts';
import { findPerson, searchPeople, setBlocked } from '../accounts/people.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { listCustomerOrders } from '../orders/queries.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { csvHeaders, toCsv } from '../shared/csv.ts';
import { AppError } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { shopDashboard } from './dashboard.ts';
import { addDays, romeDay } from './days.ts';
import { STATS_TABLES, shopStats, statsTable } from './stats.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data non valida (AAAA-MM-GG)');

export const statsQuery = z.object({ da: day.optional(), a: day.optional() }).transform((q, ctx) => {
  const to = q.a ?? romeDay(new Date());
  const from = q.da ?? addDays(to, -29);
  if (from > to) ctx.addIssue({ code: 'custom', path: ['da'], message: 'la data iniziale viene dopo quella finale' });
  if (addDays(from, 366) < to) ctx.addIssue({ code: 'custom', path: ['da'], message: 'al massimo un anno alla volta' });
  return { from, to };
});
export const statsCsvQuery = z.object({
  da: day.optional(),
  a: day.optional(),
  tabella: z.enum(STATS_TABLES, { error: `tabella: una tra ${STATS_TABLES.join(', ')}` }),
});
export const peopleQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const blockBody = z.object({ blocked: z.boolean({ error: 'blocked: true o false' }) });
const userParam = z.object({ id: z.string().max(100) });

/** The shop a person list is scoped to: the operator sees everyone, a shop its own people. */
const scope = (actor: BackOfficeActor) => (actor.role === 'operator' ? null : actor.tenant.id);

/** API.md "Back office": dashboard, statistics and people of the shop of the request's host. */
export function backOfficeApi() {
  const app = new Hono<AppEnv>();

  app.get('/admin/dashboard', async (c) => {
    const actor = await requireBackOffice(c);
    return c.json({ dashboard: await shopDashboard(c.var.services.db, actor.tenant.id) });
  });

  app.get('/admin/stats', async (c) => {
    const actor = await requireBackOffice(c);
    const range = parseInput(statsQuery, c.req.query());
    return c.json({ stats: await shopStats(c.var.services.db, actor.tenant.id, range) });
  });

  app.get('/admin/stats.csv', async (c) => {
    const actor = await requireBackOffice(c);
    const { tabella, ...dates } = parseInput(statsCsvQuery, c.req.query());
    const range = parseInput(statsQuery, dates);
    const stats = await shopStats(c.var.services.db, actor.tenant.id, range);
    const { header, rows } = statsTable(stats, tabella);
    return c.body(toCsv(header, rows), 200, csvHeaders(`statistiche-${tabella}-${range.from}-${range.to}.csv`));
  });

  app.get('/admin/users', async (c) => {
    const actor = await requireBackOffice(c);
    const query = parseInput(peopleQuery, c.req.query());
    return c.json(await searchPeople(c.var.services.db, { tenantId: scope(actor), shopId: actor.tenant.id, ...query }));
  });

  app.get('/admin/users/:id', async (c) => {
    const actor = await requireBackOffice(c);
    const { id } = parseInput(userParam, { id: c.req.param('id') });
    const { db } = c.var.services;
    const person = await findPerson(db, { tenantId: scope(actor), shopId: actor.tenant.id, userId: id });
    const { user } = person;
    return c.json({
      user: {
        id: user.id,
        email: user.email,
        name: user.displayName,
        phone: user.phone,
        address: user.address,
        city: user.city,
        postalCode: user.postalCode,
        province: user.province,
        createdAt: user.createdAt.toISOString(),
        blocked: user.blockedAt !== null,
        blockedAt: user.blockedAt?.toISOString() ?? null,
        roles: person.rolesHere,
      },
      // The orders in this shop; the other shops are the operator's to see.
      orders: await listCustomerOrders(db, { tenantId: actor.tenant.id, userId: user.id }),
      ...(actor.role === 'operator' ? { shops: person.shops } : {}),
    });
  });

  app.post('/admin/users/:id/block', async (c) => {
    const actor = await requireBackOffice(c, { roles: ['operator'] });
    const { id } = parseInput(userParam, { id: c.req.param('id') });
    const { blocked } = parseInput(blockBody, await readJson(c));
    const { user, endedSessions } = await setBlocked(c.var.services.db, id, blocked);
    await logRequestSecurityEvent(c, {
      level: 'warn',
      category: 'ADMIN',
      message: blocked ? 'Account bloccato' : 'Account sbloccato',
      data: { userId: user.id, email: user.email, endedSessions, by: actor.ref },
    });
    return c.json({
      user: { id: user.id, email: user.email, name: user.displayName, blocked: user.blockedAt !== null },
    });
  });

  app.post('/admin/users/:id/password-reset', async (c) => {
    const actor = await requireBackOffice(c);
    const { id } = parseInput(userParam, { id: c.req.param('id') });
    const { services } = c.var;
    const { user } = await findPerson(services.db, { tenantId: scope(actor), shopId: actor.tenant.id, userId: id });
    if (user.blockedAt) throw new AppError('RULE_BROKEN', 'L’account è bloccato: sbloccalo prima di mandare il link');
    await requestPasswordReset(services, {
      email: user.email,
      origin: shopBaseUrl(actor.tenant, services.config),
      shopName: actor.tenant.name,
    });
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: 'Link per reimpostare la password inviato dal back office',
      data: { userId: user.id, by: actor.ref },
    });
    return c.json({ success: true });
  });

  return app;
}
