import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { SharedPagePolicy } from '#common/page-cache.ts';

/** The route that answers an address, when it declares itself a shared page. */
export type SharedPageMatch = {
  routeId: string;
  params: Record<string, string | undefined>;
  policy: SharedPagePolicy;
};

export type PagePolicies = (url: URL) => SharedPageMatch | null;

type RouteNode = RouteObject & { id: string; children?: RouteNode[] };

/**
 * Which pages the page cache may share, read from the routes themselves: a route module's
 * `cache` export (common/page-cache.ts). The server build's manifest holds every module,
 * so the routes are matched here exactly as React Router will match them; only the page's
 * own (deepest) route decides.
 */
export function pagePoliciesFromBuild(build: Pick<ServerBuild, 'routes' | 'basename'>): PagePolicies {
  const nodes = new Map<string, RouteNode>();
  const policies = new Map<string, SharedPagePolicy>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = route.index
      ? ({ id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive } as RouteNode)
      : ({ id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] } as RouteNode);
    nodes.set(route.id, node);
    const declared = (route.module as { cache?: unknown }).cache;
    if (isPolicy(declared)) policies.set(route.id, declared);
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  const match = (pathname: string): SharedPageMatch | null => {
    const matches = matchRoutes(roots, pathname, build.basename);
    const leaf = matches?.[matches.length - 1];
    if (!leaf) return null;
    const policy = policies.get(leaf.route.id);
    return policy ? { routeId: leaf.route.id, params: leaf.params, policy } : null;
  };
  // matchRoutes flattens and ranks the whole route table on every call: a quarter of the
  // CPU of a page served from memory. The routes never change, so each address's answer is
  // kept (the most recent ones: any path may be asked for).
  const known = new Map<string, SharedPageMatch | null>();
  return (url) => {
    const pathname = url.pathname;
    if (known.has(pathname)) return known.get(pathname)!;
    const answer = match(pathname);
    if (known.size >= KNOWN_PATHS) known.delete(known.keys().next().value!);
    known.set(pathname, answer);
    return answer;
  };
}

/** Addresses whose route is remembered (a few hundred bytes each). */
const KNOWN_PATHS = 2000;

function isPolicy(value: unknown): value is SharedPagePolicy {
  return typeof value === 'object' && value !== null && Array.isArray((value as SharedPagePolicy).shows);
}
