import { pageTitle } from '#app/lib/root-data.ts';

/** What a meta function receives: the matched routes, the root's loader data among them. */
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** "<page> | <shop>" for a route's meta function, the shop's name read from the root route's data. */
export function routeTitle(matches: Matches, page?: string): string {
  return pageTitle(matches.find((m) => m?.id === 'root')?.loaderData, page);
}

/** The meta of a page search engines must not index (back office, account, checkout): its title and noindex. */
export function privateMeta(matches: Matches, page: string) {
  return [{ title: routeTitle(matches, page) }, { name: 'robots', content: 'noindex' }];
}
