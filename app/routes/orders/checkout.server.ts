import { requestContext } from '#server/http/router-context.ts';
import { listPickupPoints } from '#server/orders/pickup.ts';
import type { Route } from './+types/checkout';

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
  };
}
