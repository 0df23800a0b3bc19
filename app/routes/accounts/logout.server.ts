import { redirect } from 'react-router';
import { endSessionHeaders, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/logout';

export function loader() {
  return redirect('/');
}

/** Logout is a POST (the session middleware has checked its CSRF token); GET just goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const wasAdmin = vars.session?.kind === 'admin';
  if (wasAdmin)
    await securityEvent(vars, request, { level: 'info', category: 'ADMIN', message: 'Uscita amministratore' });
  const headers = await endSessionHeaders(vars);
  return redirect(wasAdmin ? '/admin/login' : '/', { headers });
}
