import { requireCustomerPage } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import { listPickupPoints } from '#server/orders/pickup.ts';
import type { Route } from './+types/checkout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const { services, tenant } = vars;
  return {
    user: {
      nome: user.displayName,
      email: user.email,
      telefono: user.phone,
      indirizzo: user.address,
      citta: user.city,
      cap: user.postalCode,
      provincia: user.province,
    },
    pickupPoints: await listPickupPoints(services.db, tenant.id),
    paymentMethods: services.payments.list
      .filter((p) => p.available(tenant))
      .map((p) => ({ method: p.method, label: p.label })),
    iban: tenant.iban,
  };
}
