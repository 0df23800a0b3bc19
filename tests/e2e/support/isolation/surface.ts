import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from './http.ts';
import { type Filler, idKindsFor, idValues, type JsonSchema, sample } from './payloads.ts';

// The whole surface of a shop, read from the running server so new routes are probed
// without touching the probe: every operation of GET /api/openapi.json, and every page of
// the build's route manifest (the `window.__reactRouterManifest` the pages load).

export type ProbeCall = {
  label: string;
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  /** The document asks for no credentials at all (`security: []`): the caller's role cannot matter. */
  anonymous?: boolean;
};

type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const MAX_VARIANTS = 6;

function deref(schema: JsonSchema | undefined, doc: OpenApi, depth = 0): JsonSchema {
  if (!schema || depth > 12) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return deref(doc.components?.schemas?.[name], doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, deref(v, doc, depth + 1)]),
    );
  if (schema.items) out.items = deref(schema.items, doc, depth + 1);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => deref(s, doc, depth + 1));
  if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => deref(s, doc, depth + 1));
  return out;
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

/** Values for a path or page parameter: the target shop's ids of the kind its place names. */
function paramValues(name: string, segmentBefore: string | undefined, schema: JsonSchema, fill: Filler): string[] {
  const n = name.toLowerCase();
  if (n === 'code') return ['CAMM80001N'];
  const kinds = idKindsFor(name, segmentBefore) ?? (n === 'slug' ? ['articleSlug' as const] : null);
  if (kinds) {
    const values = [...new Set(kinds.flatMap((k) => idValues(fill.shop, k)).map(String))];
    if (values.length) return values;
  }
  return [String(sample(schema, name, fill, false))];
}

export type ApiSurface = { operations: string[]; calls: (fill: Filler) => ProbeCall[] };

export async function apiSurface(base: string, host: string): Promise<ApiSurface> {
  const answer = await request(base, { method: 'GET', path: '/api/openapi.json', host });
  const doc = JSON.parse(answer.body) as OpenApi;
  const operations: { label: string; method: string; template: string; op: Operation }[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op)
        operations.push({ label: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), template, op });
    }
  }
  return {
    operations: operations.map((o) => o.label),
    calls: (fill) =>
      operations.flatMap(({ label, method, template, op }) => {
        const params = op.parameters ?? [];
        const segments = template.split('/');
        const pathParams = params.filter((p) => p.in === 'path');
        const pathLists = pathParams.map((p) => {
          const at = segments.indexOf(`{${p.name}}`);
          return paramValues(p.name, segments[at - 1], deref(p.schema, doc), fill).map((v) => [p.name, v] as const);
        });
        const query = new URLSearchParams();
        for (const p of params.filter((x) => x.in === 'query')) {
          // Optional filters would only narrow what the caller sees: only ids go in.
          if (!p.required && !idKindsFor(p.name)) continue;
          query.set(p.name, String(sample(deref(p.schema, doc), p.name, fill, true)));
        }
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const bodies: unknown[] = [];
        if (schema) {
          const resolved = deref(schema, doc);
          const full = JSON.stringify(sample(resolved, '', fill, true));
          const required = JSON.stringify(sample(resolved, '', fill, false));
          bodies.push(JSON.parse(full));
          if (required !== full) bodies.push(JSON.parse(required));
        }
        const calls: ProbeCall[] = [];
        const anonymous = Array.isArray(op.security) && op.security.length === 0;
        for (const combo of cartesian(pathLists).slice(0, MAX_VARIANTS)) {
          let p = template;
          for (const [name, value] of combo) p = p.replace(`{${name}}`, encodeURIComponent(value));
          const qs = query.toString();
          const full = `${p}${qs ? `?${qs}` : ''}`;
          if (bodies.length) for (const json of bodies) calls.push({ label, method, path: full, json, anonymous });
          else calls.push({ label, method, path: full, anonymous });
        }
        return calls;
      }),
  };
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
  hasLoader: boolean;
};

/** Field names and intents a page's action reads, from its `.server.ts` (when the source is at hand). */
function actionInputs(routeId: string): { intents: string[]; fields: string[] } {
  const file = path.resolve('app', `${routeId}.server.ts`);
  if (!existsSync(file)) return { intents: [], fields: [] };
  const source = readFileSync(file, 'utf8');
  const intents = new Set<string>();
  for (const m of source.matchAll(/intent\s*===\s*'([\w-]+)'|case\s+'([\w-]+)'/g)) intents.add((m[1] ?? m[2])!);
  const fields = new Set<string>();
  for (const m of source.matchAll(/\.get\('([\w-]+)'\)/g)) fields.add(m[1]!);
  return { intents: [...intents], fields: [...fields] };
}

export type PageSurface = { routes: string[]; calls: (fill: Filler, csrf: string) => ProbeCall[] };

export async function pageSurface(base: string, host: string): Promise<PageSurface> {
  const home = await request(base, { method: 'GET', path: '/', host });
  const src = home.body.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!src) throw new Error('the home page names no route manifest');
  const manifestJs = (await request(base, { method: 'GET', path: src, host })).body;
  const manifest = JSON.parse(manifestJs.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as {
    routes: Record<string, ManifestRoute>;
  };
  const routes = Object.values(manifest.routes).filter((r) => r.id !== 'root');
  const fullPath = (r: ManifestRoute): string => {
    const parent = r.parentId ? manifest.routes[r.parentId] : undefined;
    const own = r.path ?? '';
    const above = parent && parent.id !== 'root' ? fullPath(parent) : '';
    return `${above}/${own}`.replace(/\/+/g, '/');
  };
  return {
    routes: routes.map((r) => `${fullPath(r)} (${r.id})`),
    calls: (fill, csrf) =>
      routes.flatMap((route) => {
        const template = fullPath(route);
        const segments = template.split('/');
        const lists = segments.map((segment, i) => {
          if (segment === '*') return ['sonda-isolamento'];
          if (!segment.startsWith(':')) return [segment];
          const name = segment.slice(1).replace(/\?$/, '');
          return paramValues(name, segments[i - 1], { type: 'string' }, fill).map(encodeURIComponent);
        });
        const calls: ProbeCall[] = [];
        const label = `page ${template}`;
        for (const combo of cartesian(lists).slice(0, MAX_VARIANTS)) {
          const p = combo.join('/') || '/';
          // The document runs the same loaders as a client-side navigation's `.data` request.
          calls.push({ label, method: 'GET', path: p });
          if (route.hasAction) {
            const { intents, fields } = actionInputs(route.id);
            const form: Record<string, string> = { _csrf: csrf };
            for (const field of fields) form[field] = String(sample({ type: 'string' }, field, fill, true));
            for (const intent of intents.length ? intents : ['']) {
              calls.push({ label, method: 'POST', path: p, form: intent ? { ...form, intent } : form });
            }
          }
        }
        return calls;
      }),
  };
}
