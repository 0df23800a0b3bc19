import type { SharedPagePolicy } from '#common/page-cache.ts';
import type { PagePolicies } from './page-policies.ts';

/**
 * A public API read whose JSON is the same for every visitor without a session, declared
 * beside its route (`catalogSharedAnswers`, `blogSharedAnswers`). The page cache keeps it
 * like a shared page: compressed once, dropped when the data it shows changes (issue 15
 * point 5: on the embedded database a repeated catalogue search costs ~6 ms of PostgreSQL
 * in WebAssembly on the request's thread; from memory it costs a buffer write).
 * Only answers 200 without Set-Cookie are kept, and any session cookie or Authorization
 * header bypasses the cache, as for pages (an admin's answers differ).
 */
export type SharedAnswer = {
  /** Names the answer in the cache's match (`api:<name>`). */
  name: string;
  /** The whole path, /api included. */
  path: RegExp;
  policy: SharedPagePolicy;
};

/** One lookup for the page cache: API answers under /api, the routes' shared pages elsewhere. */
export function withSharedAnswers(pages: PagePolicies | null, answers: readonly SharedAnswer[]): PagePolicies {
  return (url) => {
    if (url.pathname.startsWith('/api/')) {
      const answer = answers.find((a) => a.path.test(url.pathname));
      return answer ? { routeId: `api:${answer.name}`, params: {}, policy: answer.policy } : null;
    }
    return pages ? pages(url) : null;
  };
}
