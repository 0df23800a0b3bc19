import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Decision 0007: a page's first load may bring the framework (React, React DOM, React
// Router) plus at most 30 KB (gzip) of ours. Computed from what the build recorded: React
// Router's route manifest (build/client/assets/manifest-*.js: each route's module and the
// chunks it imports, as the server prints them as modulepreloads) and the modules inside
// each chunk (build/client-modules.json, written by client-boundary.ts).

export const OWN_JS_BUDGET_BYTES = 30 * 1024;

/** The framework's modules (vite.config.ts puts them in chunks of their own). */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|react-router|@react-router[\\/]dev|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/** A chunk is the framework's when every module in it is (rolldown's runtime helpers count too). */
const isFrameworkModule = (id: string) => id === '\0rolldown/runtime.js' || FRAMEWORK_MODULES.test(id);

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
};
type RouteManifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type RouteFirstLoad = {
  route: string;
  /** Gzip bytes (level 9) of our chunks a first visit to the route loads. */
  ownBytes: number;
  frameworkBytes: number;
  ownFiles: { file: string; bytes: number }[];
};

export function readRouteManifest(buildDir: string): RouteManifest {
  const assets = path.join(buildDir, 'client', 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as RouteManifest;
}

/** First-load JavaScript of every page route (not layout-only or resource routes). */
export function firstLoadJs(buildDir: string): RouteFirstLoad[] {
  const manifest = readRouteManifest(buildDir);
  const chunkModules = JSON.parse(readFileSync(path.join(buildDir, 'client-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const sizes = new Map<string, number>();
  const gzipOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(buildDir, 'client', url)), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const isFramework = (url: string) => {
    const modules = chunkModules[url.replace(/^\//, '')];
    if (!modules) throw new Error(`chunk ${url} is not in client-modules.json: build again`);
    return modules.every(isFrameworkModule);
  };

  const results: RouteFirstLoad[] = [];
  for (const route of Object.values(manifest.routes)) {
    // Resource routes (no component: /cookie-consent, /auth/logout) are never a first load.
    if (route.id === 'root' || !route.module || route.hasDefaultExport === false) continue;
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    let frameworkBytes = 0;
    const ownFiles: RouteFirstLoad['ownFiles'] = [];
    for (const file of files) {
      if (isFramework(file)) frameworkBytes += gzipOf(file);
      else ownFiles.push({ file, bytes: gzipOf(file) });
    }
    ownFiles.sort((a, b) => b.bytes - a.bytes);
    results.push({
      route: route.id,
      ownBytes: ownFiles.reduce((sum, f) => sum + f.bytes, 0),
      frameworkBytes,
      ownFiles,
    });
  }
  return results.sort((a, b) => b.ownBytes - a.ownBytes);
}

// `npx node scripts/build/first-load-js.ts` after `npm run build`: every page's figures.
if (import.meta.main) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(5);
  for (const r of firstLoadJs(path.resolve('build')))
    console.log(`${kb(r.ownBytes)} KB ours + ${kb(r.frameworkBytes)} KB framework  ${r.route}`);
}
