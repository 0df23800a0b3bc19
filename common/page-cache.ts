// What a page route declares about the shared page cache (server/http/page-cache.ts).
// A route module exports `cache = sharedPage({...})`; the server reads that export from
// React Router's server build (server/http/page-policies.ts). Nothing here touches the
// server: the declaration is plain data, so it may sit in a route module.

/**
 * The kinds of data a change to which drops cached pages (and other memory caches) in
 * every process (server/db/cache-bus.ts). `tenants` (a shop's settings: name, contacts,
 * shipping prices in the header and footer) is shown by every page, so every shared page
 * depends on it without saying so.
 */
export const CACHE_TOPICS = ['schools', 'tenants', 'catalog', 'blog', 'books'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export type SharedPagePolicy = {
  /** The data the page shows; a change published on one of these topics drops the page. */
  shows: readonly CacheTopic[];
  /**
   * Cookies that make the page personal (e.g. the blog's reader cookie: "you like this").
   * A visitor sending one of them always gets a fresh render.
   */
  personalCookies?: readonly string[];
  /**
   * The page's loader records each view (an article counts its readers): a view served from
   * memory does that work too (server/http/page-hits.ts). Other pages skip it on a hit.
   */
  countsViews?: boolean;
};

/**
 * Marks a page as the same for every visitor without a session: its HTML depends only on
 * the address, the shop, the consent choices and the data named in `shows`.
 */
export function sharedPage(policy: SharedPagePolicy): SharedPagePolicy {
  return policy;
}
