import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { requestContext } from '#server/http/router-context.ts';
import { dataCounts, listImportRuns } from '#server/schools/import-runs.ts';
import type { Route } from './+types/import';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  await requireBackOfficePage(request, vars, { roles: ['operator'] });
  const { db } = vars.services;
  const [imports, counts] = await Promise.all([listImportRuns(db), dataCounts(db)]);
  return { imports, counts };
}
