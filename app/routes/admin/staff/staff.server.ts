import { data } from 'react-router';
import { z } from 'zod';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { inviteStaff, listStaff, removeStaff } from '#server/accounts/staff.ts';
import { staffInviteBody } from '#server/accounts/staff-api.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import { shopBaseUrl } from '#server/tenants/base-url.ts';
import type { Route } from './+types/staff';

const OWNERS = ['operator', 'owner'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, { roles: OWNERS });
  return { ...(await listStaff(vars.services.db, actor.tenant.id)), shopName: actor.tenant.name };
}

const removeInput = z.object({ userId: z.uuid({ error: 'Persona non trovata' }) });

export type StaffAnswer = { done?: string; error?: string; fields?: Record<string, string>; intent?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, { roles: OWNERS });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'staff-invite' });
  if (refused) return data<StaffAnswer>({ ...refused.errors, intent }, { status: refused.status });
  const { services } = vars;
  try {
    if (intent === 'remove') {
      const { userId } = parseInput(removeInput, Object.fromEntries(form));
      const removed = await removeStaff(services.db, actor.tenant.id, userId);
      await securityEvent(vars, request, {
        level: 'info',
        category: 'ADMIN',
        message: 'Persona tolta dallo staff',
        data: { userId, email: removed.email, by: actor.ref },
      });
      return data<StaffAnswer>({ done: `${removed.email} non fa più parte dello staff.`, intent });
    }
    const body = parseInput(staffInviteBody, Object.fromEntries(form));
    const invitation = await inviteStaff(services.db, {
      tenant: actor.tenant,
      email: body.email,
      invitedBy: actor.ref,
      inviterName: actor.name,
      origin: shopBaseUrl(actor.tenant, services.config),
    });
    services.mailOutbox.kick();
    await securityEvent(vars, request, {
      level: 'info',
      category: 'ADMIN',
      message: 'Invito nello staff inviato',
      data: { email: invitation.email, role: 'staff', by: actor.ref },
    });
    return data<StaffAnswer>({ done: `Invito mandato a ${invitation.email}: il link vale 7 giorni.`, intent });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<StaffAnswer>({ ...errors, intent }, { status });
  }
}
