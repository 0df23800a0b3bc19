import { formRules } from '#app/components/ui/form-rules.server.ts';
import type { FormRules } from '#common/forms/rules.ts';
import { checkoutFormInput } from '#common/orders/validation.ts';
import { requestContext } from '#server/http/router-context.ts';
import { guestCheckoutExtras } from '#server/orders/guest.ts';
import { listPickupPoints } from '#server/orders/pickup.ts';
import type { Route } from './+types/checkout';

/**
 * The browser's checks of the form (decision 0037): the checkout schema's, and for a guest
 * also the contact the API asks of guests. Texts are posted as typed (no coercion).
 */
const rules: { customer?: FormRules; guest?: FormRules } = {};
const checkout = { schema: checkoutFormInput, disableAutoCoercion: true };
const customerRules = () => (rules.customer ??= formRules(checkout));
const guestRules = () =>
  (rules.guest ??= formRules(checkout, {
    schema: guestCheckoutExtras.pick({ contatto: true }),
    disableAutoCoercion: true,
  }));

/** The checkout's choices; a signed-in customer's details prefill it, a guest starts empty. */
export async function loader({ context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = vars.session?.kind === 'customer' ? vars.session.user : null;
  const { services, tenant } = vars;
  return {
    user: user
      ? {
          nome: user.displayName,
          email: user.email,
          telefono: user.phone,
          indirizzo: user.address,
          citta: user.city,
          cap: user.postalCode,
          provincia: user.province,
        }
      : null,
    pickupPoints: await listPickupPoints(services.db, tenant.id),
    paymentMethods: services.payments.list
      .filter((p) => p.available(tenant))
      .map((p) => ({ method: p.method, label: p.label })),
    iban: tenant.iban,
    rules: user ? customerRules() : guestRules(),
  };
}
