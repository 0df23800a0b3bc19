import { CONSENT_COOKIE, readCookie } from '#common/consent.ts';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import { collectPersonalData } from '#server/privacy/export.ts';
import type { Route } from './+types/profile-export';

/** "Scarica i miei dati": everything the shop holds about the person, as a JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const data = await collectPersonalData(vars.services.db, {
    userId: user.id,
    consentCookie: readCookie(request.headers.get('cookie'), CONSENT_COOKIE),
  });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="i-miei-dati-cartella.json"',
      'Cache-Control': 'no-store',
    },
  });
}
