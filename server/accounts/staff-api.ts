import { Hono } from 'hono';
import { z } from 'zod';
import { emailField } from '#common/accounts/validation.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { parseInput } from '../shared/validation.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { backOfficeShops, requireBackOffice } from './backoffice.ts';
import { requireCustomer } from './guards.ts';
import { acceptInvitation, inviteStaff, listStaff, removeStaff } from './staff.ts';

export const staffInviteBody = z.object({
  email: emailField,
  role: z.literal('staff', { error: 'Ruolo non valido: si può invitare solo staff' }).default('staff'),
});
export const invitationAcceptBody = z.object({ token: z.string().min(1).max(200) });
export const staffUserParam = z.object({ userId: z.uuid({ error: 'Persona non trovata' }) });

/** Who runs the shop: the shop switcher's list, the staff and their invitations (API.md "Back office"). */
export function staffApi() {
  const app = new Hono<AppEnv>();

  // Any signed-in person: the shops they may run, wherever they are (the shop switcher).
  app.get('/admin/shops', async (c) => {
    const shops = await backOfficeShops(c.var.services.db, c.get('session'));
    if (!c.get('session')) await requireBackOffice(c);
    const { config } = c.var.services;
    return c.json({ shops: shops.map((s) => ({ ...s, address: shopBaseUrl(s, config) })) });
  });

  app.get('/admin/staff', async (c) => {
    const actor = await requireBackOffice(c, { roles: ['operator', 'owner'] });
    return c.json(await listStaff(c.var.services.db, actor.tenant.id));
  });

  app.post('/admin/staff', rateLimit('moderate', 'staff-invite'), async (c) => {
    const actor = await requireBackOffice(c, { roles: ['operator', 'owner'] });
    const body = parseInput(staffInviteBody, await readJson(c));
    const { services } = c.var;
    const invitation = await inviteStaff(services.db, {
      tenant: actor.tenant,
      email: body.email,
      invitedBy: actor.ref,
      inviterName: actor.name,
      origin: shopBaseUrl(actor.tenant, services.config),
    });
    services.mailOutbox.kick();
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: 'Invito nello staff inviato',
      data: { email: invitation.email, role: 'staff', by: actor.ref },
    });
    return c.json({ invitation }, 201);
  });

  app.delete('/admin/staff/:userId', async (c) => {
    const actor = await requireBackOffice(c, { roles: ['operator', 'owner'] });
    const { userId } = parseInput(staffUserParam, { userId: c.req.param('userId') });
    const removed = await removeStaff(c.var.services.db, actor.tenant.id, userId);
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: 'Persona tolta dallo staff',
      data: { userId, email: removed.email, by: actor.ref },
    });
    return c.json({ success: true });
  });

  // The invited person, signed in (or just registered) with the invited address.
  app.post('/staff-invitations/accept', requireCustomer, rateLimit('strict', 'staff-accept'), async (c) => {
    const session = c.get('session');
    if (session?.kind !== 'customer') throw new Error('requireCustomer must run first');
    const { token } = parseInput(invitationAcceptBody, await readJson(c));
    const { tenantId } = await acceptInvitation(c.var.services.db, {
      token,
      userId: session.user.id,
      email: session.user.email,
    });
    await logRequestSecurityEvent(c, {
      level: 'info',
      category: 'ADMIN',
      message: 'Invito nello staff accettato',
      data: { tenantId, role: 'staff' },
    });
    const shops = await backOfficeShops(c.var.services.db, session);
    const shop = shops.find((s) => s.id === tenantId);
    return c.json({ shop: shop ? { ...shop, address: shopBaseUrl(shop, c.var.services.config) } : null });
  });

  return app;
}
