import { data } from 'react-router';
import { canMoveOrder, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#common/orders/status.ts';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { adminOrderCommand, runAdminOrderCommand } from '#server/orders/admin-commands.ts';
import { adminOrderView, findShopOrder } from '#server/orders/admin-queries.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/detail';

// Moves the page offers as plain buttons; cancelling, refunding, shipping and handing over
// have their own forms (a reason, a tracking number, the payment check).
const WITH_OWN_FORM: OrderStatus[] = ['annullato', 'rimborsato', 'spedito', 'completato'];

const DONE: Record<string, string> = {
  status: 'Stato dell’ordine aggiornato: la famiglia riceve l’e-mail.',
  lines: 'Libri aggiornati.',
  'all-lines': 'Libri aggiornati.',
  line: 'Libro aggiornato.',
  payment: 'Pagamento registrato.',
  note: 'Nota aggiunta.',
  pickup: 'Ordine consegnato al cliente.',
  ship: 'Ordine spedito: la famiglia riceve il numero di spedizione.',
  cancel: 'Ordine annullato: la famiglia riceve l’e-mail.',
  refund: 'Ordine rimborsato: la famiglia riceve l’e-mail.',
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const order = await findShopOrder(vars.services.db, { tenantId: actor.tenant.id, orderId: params.id }).catch(() => {
    throw new Response('Ordine non trovato', { status: 404 });
  });
  const view = await adminOrderView(vars.services.db, order);
  // "Pagato" by hand only for a transfer seen on the bank account: money at the counter goes
  // through the payments form, a card payment through Stripe's event.
  const moves = ORDER_STATUSES.filter(
    (to) =>
      canMoveOrder(view.status, to) &&
      !WITH_OWN_FORM.includes(to) &&
      (to !== 'pagato' || view.paymentMethod === 'bonifico'),
  ).map((to) => ({ value: to, label: to === 'pagato' ? 'Bonifico ricevuto' : ORDER_STATUS_LABELS[to] }));
  return {
    order: view,
    moves,
    canShip: view.shippingMethod === 'standard' && canMoveOrder(view.status, 'spedito'),
    canHandOver: view.shippingMethod === 'pickup' && view.status === 'pronto_ritiro',
    canCancel: canMoveOrder(view.status, 'annullato'),
    canRefund: canMoveOrder(view.status, 'rimborsato') && Boolean(view.paidAt),
  };
}

export type OrderActionAnswer = { done?: string; error?: string; fields?: Record<string, string>; intent?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const form = await request.formData();
  const refused = await guardForm(vars, form);
  if (refused) return data<OrderActionAnswer>(refused.errors, { status: refused.status });
  const intent = String(form.get('intent') ?? '');
  try {
    const fields = { ...Object.fromEntries(form), itemIds: form.getAll('itemIds') };
    const command = parseInput(adminOrderCommand, fields);
    await runAdminOrderCommand(vars.services, actor, params.id, command);
    return data<OrderActionAnswer>({ done: DONE[command.intent], intent });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<OrderActionAnswer>({ ...errors, intent }, { status });
  }
}
