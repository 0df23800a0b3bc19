import { data } from 'react-router';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { linkOrigin } from '#server/accounts/links.ts';
import { requestContext } from '#server/http/router-context.ts';
import { cancelByCustomer } from '#server/orders/cancel.ts';
import { findCustomerOrder } from '#server/orders/queries.ts';
import { AppError } from '#server/shared/errors.ts';
import type { Route } from './+types/order';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const order = await findCustomerOrder(vars.services.db, vars.tenant.id, user.id, params.id ?? '');
  if (!order) throw data(null, { status: 404 });
  return { order, iban: vars.tenant.iban, holder: vars.tenant.legalName || vars.tenant.name };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  // The session middleware has already checked this form's _csrf token.
  const form = await request.formData();
  if (form.get('intent') !== 'cancel') return data({ error: 'Azione sconosciuta' }, { status: 400 });
  const id = params.id ?? '';
  try {
    await cancelByCustomer({
      db: vars.services.db,
      tenant: vars.tenant,
      userId: user.id,
      orderId: id,
      orderUrl: `${linkOrigin(vars.services.config, vars.tenant)}/orders/${id}`,
      stripe: vars.services.payments.stripe,
    });
    vars.services.mailOutbox.kick();
    vars.services.paymentJobs.kick();
    return { error: null };
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}
