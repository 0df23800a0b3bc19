import { data, redirect } from 'react-router';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { acceptInvitation, describeInvitation } from '#server/accounts/staff.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/invitation';

// The page of the invitation e-mail's link (/admin/invito?token=…): who is invited to which
// shop, then sign in or register with that address and accept.

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  // Built from the token, not from request.url (a client navigation's is /admin/invito.data).
  const back = encodeURIComponent(`/admin/invito?token=${encodeURIComponent(token)}`);
  const session = vars.session;
  const signedInAs = session?.kind === 'customer' ? session.user.email : null;
  try {
    const invitation = await describeInvitation(vars.services.db, token);
    return {
      valid: true as const,
      token,
      email: invitation.email,
      shopName: vars.tenant.id === invitation.tenantId ? vars.tenant.name : null,
      expiresAt: invitation.expiresAt,
      signedInAs,
      loginUrl: `/auth/login?redirect=${back}`,
      registerUrl: `/auth/register?redirect=${back}`,
    };
  } catch {
    return { valid: false as const, signedInAs };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'staff-accept' });
  if (refused) return data(refused.errors, { status: refused.status });
  const session = vars.session;
  if (session?.kind !== 'customer') return data({ error: 'Accedi prima di accettare l’invito' }, { status: 401 });
  try {
    const { tenantId } = await acceptInvitation(vars.services.db, {
      token: String(form.get('token') ?? ''),
      userId: session.user.id,
      email: session.user.email,
    });
    await securityEvent(vars, request, {
      level: 'info',
      category: 'ADMIN',
      message: 'Invito nello staff accettato',
      data: { tenantId, role: 'staff' },
    });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data(errors, { status });
  }
  throw redirect('/admin');
}
