import { data, redirect } from 'react-router';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { linkOrigin } from '#server/accounts/links.ts';
import { requestContext } from '#server/http/router-context.ts';
import { cancelByCustomer } from '#server/orders/cancel.ts';
import { attachGuestOrder, findGuestOrderView } from '#server/orders/guest.ts';
import { findCustomerOrder } from '#server/orders/queries.ts';
import { AppError } from '#server/shared/errors.ts';
import type { Route } from './+types/order';

/**
 * A customer's order, or a guest's through its private link (`?t=<token>`). A signed-in
 * customer who opens a guest order's link may add it to their account.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const { db } = vars.services;
  const id = params.id ?? '';
  const token = new URL(request.url).searchParams.get('t');
  const customer = vars.session?.kind === 'customer' ? vars.session.user : null;
  const shop = { iban: vars.tenant.iban, holder: vars.tenant.legalName || vars.tenant.name };
  if (customer) {
    const order = await findCustomerOrder(db, { tenantId: vars.tenant.id, userId: customer.id, orderId: id });
    if (order) return { order, ...shop, guest: null };
  }
  if (token) {
    const found = await findGuestOrderView(db, vars.tenant.id, id, token);
    if (!found) throw data(null, { status: 404 });
    return {
      order: found.view,
      ...shop,
      guest: { token, attachable: Boolean(customer) && !found.order.userId, signedIn: Boolean(customer) },
    };
  }
  requireCustomerPage(request, vars);
  throw data(null, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  // The session middleware has already checked this form's _csrf token.
  const form = await request.formData();
  const id = params.id ?? '';
  const intent = form.get('intent');
  if (intent === 'attach') {
    const attached = await attachGuestOrder(vars.services.db, {
      tenantId: vars.tenant.id,
      orderId: id,
      token: String(form.get('t') ?? ''),
      userId: user.id,
    });
    if (!attached) return data({ error: 'Questo ordine non si può aggiungere al tuo account' }, { status: 422 });
    throw redirect(`/orders/${id}?aggiunto=1`);
  }
  if (intent !== 'cancel') return data({ error: 'Azione sconosciuta' }, { status: 400 });
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
