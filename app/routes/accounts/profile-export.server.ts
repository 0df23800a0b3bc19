import { requireCustomerPage } from '#server/accounts/guards.ts';
import { exportUserData } from '#server/accounts/profile.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/profile-export';

/** "Scarica i miei dati": a JSON file of the account's data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const body = JSON.stringify(await exportUserData(vars.services.db, user.id), null, 2);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="i-miei-dati-cartella.json"',
      'Cache-Control': 'no-store',
    },
  });
}
