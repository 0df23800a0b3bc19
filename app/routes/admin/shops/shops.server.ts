import { inArray } from 'drizzle-orm';
import { redirect } from 'react-router';
import { backOfficeShops } from '#server/accounts/backoffice.ts';
import { loginPath } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import { shopBaseUrl } from '#server/tenants/base-url.ts';
import { tenants } from '#server/tenants/schema.ts';
import type { Route } from './+types/shops';

/**
 * The shop switcher (issue 13): the shops a person runs, each with the address of its back
 * office. A bookshop's back office lives on the bookshop's own address, so the switch is a
 * link there (the sign-in cookie is per address: the other shop may ask to sign in again).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const { session, services } = vars;
  if (!session) throw redirect(loginPath(request, '/admin/login'));
  const shops = await backOfficeShops(services.db, session);
  const rows = shops.length
    ? await services.db
        .select()
        .from(tenants)
        .where(
          inArray(
            tenants.id,
            shops.map((s) => s.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((t) => [t.id, t]));
  return {
    here: vars.tenant.id,
    shops: shops.map((s) => {
      const tenant = byId.get(s.id);
      return {
        id: s.id,
        name: s.name,
        role: s.role,
        status: s.status,
        isDefault: s.isDefault,
        admin: `${tenant ? shopBaseUrl(tenant, services.config) : ''}/admin`,
      };
    }),
  };
}
