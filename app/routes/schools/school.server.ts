import { data } from 'react-router';
import { regionName } from '#common/schools/regions.ts';
import { requestContext } from '#server/http/router-context.ts';
import { loadSchoolPage } from '#server/schools/school-page.ts';
import type { Route } from './+types/school';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, tenant } = context.get(requestContext);
  const url = new URL(request.url);
  const code = (params.code ?? '').toUpperCase();
  const page = /^[A-Z0-9]{10}$/.test(code) ? await loadSchoolPage(services.db, code, url, tenant.id) : null;
  if (!page) throw data({ code: params.code ?? '' }, { status: 404 });
  return {
    ...page,
    origin: services.config.PUBLIC_URL ?? url.origin,
    // The region's official name, read here: the page need not download the table of names.
    regionLabel: regionName(page.school.regione),
  };
}
