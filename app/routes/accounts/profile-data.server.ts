import { CONSENT_COOKIE, readCookie } from '#common/consent.ts';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import { collectPersonalData } from '#server/privacy/export.ts';
import type { Route } from './+types/profile-data';

/** The same data as the JSON export, for the readable (and printable) page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const data = await collectPersonalData(vars.services.db, {
    userId: user.id,
    consentCookie: readCookie(request.headers.get('cookie'), CONSENT_COOKIE),
  });
  return { data };
}
