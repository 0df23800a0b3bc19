import type { Db } from '../db/connection.ts';
import type { Tenant } from '../tenants/schema.ts';

export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = {
  path: string;
  lastmod?: Date;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
};

export type SitemapScope = { db: Db; tenant: Tenant };

/**
 * A domain's contribution to the sitemap. Sections let a big source (the schools) split
 * its URLs, e.g. one section per region, so the index stays readable.
 */
export type SitemapSource = {
  name: string;
  /** `name` (for the part's file name) defaults to the key, e.g. a region's official name. */
  sections: (scope: SitemapScope) => Promise<{ key: string; count: number; name?: string }[]>;
  urls: (scope: SitemapScope, section: string, offset: number, limit: number) => Promise<SitemapUrl[]>;
};

export type SitemapRegistry = ReturnType<typeof createSitemapRegistry>;

export function createSitemapRegistry() {
  const sources: SitemapSource[] = [];
  return {
    register(source: SitemapSource) {
      if (sources.some((s) => s.name === source.name))
        throw new Error(`sitemap source ${source.name} registered twice`);
      sources.push(source);
    },
    sources: () => sources as readonly SitemapSource[],
  };
}

/** One file of a sitemap index: a source's section, or a 50,000-URL page of it. */
export type SitemapPart = { source: string; section: string; name: string; page: number; count: number };

export async function listParts(registry: SitemapRegistry, scope: SitemapScope): Promise<SitemapPart[]> {
  const parts: SitemapPart[] = [];
  for (const source of registry.sources()) {
    for (const { key, count, name } of await source.sections(scope)) {
      for (let page = 0; page * SITEMAP_MAX_URLS < count; page++) {
        const size = Math.min(SITEMAP_MAX_URLS, count - page * SITEMAP_MAX_URLS);
        parts.push({ source: source.name, section: key, name: name ?? key, page, count: size });
      }
    }
  }
  return parts;
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

export function partFileName(part: SitemapPart): string {
  const slug = `${part.source}-${part.name}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `sitemap-${slug}-${part.page + 1}.xml`;
}

export function renderUrlset(origin: string, urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const parts = [`<loc>${xmlEscape(origin + u.path)}</loc>`];
      if (u.lastmod) parts.push(`<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>`);
      if (u.changefreq) parts.push(`<changefreq>${u.changefreq}</changefreq>`);
      if (u.priority !== undefined) parts.push(`<priority>${u.priority.toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function renderIndex(origin: string, files: string[]): string {
  const body = files.map((f) => `<sitemap><loc>${xmlEscape(`${origin}/${f}`)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** /sitemap.xml: one urlset while all URLs fit in one file, else an index of parts. */
export async function renderSitemap(registry: SitemapRegistry, scope: SitemapScope, origin: string): Promise<string> {
  const parts = await listParts(registry, scope);
  const total = parts.reduce((sum, p) => sum + p.count, 0);
  if (total <= SITEMAP_MAX_URLS) {
    const urls: SitemapUrl[] = [];
    for (const source of registry.sources()) {
      for (const { key, count } of await source.sections(scope)) {
        urls.push(...(await source.urls(scope, key, 0, count)));
      }
    }
    return renderUrlset(origin, urls);
  }
  return renderIndex(origin, parts.map(partFileName));
}

/** /sitemap-<part>.xml; null when no such part exists. */
export async function renderSitemapPart(
  registry: SitemapRegistry,
  scope: SitemapScope,
  origin: string,
  fileName: string,
): Promise<string | null> {
  const parts = await listParts(registry, scope);
  const part = parts.find((p) => partFileName(p) === fileName);
  if (!part) return null;
  const source = registry.sources().find((s) => s.name === part.source)!;
  const urls = await source.urls(scope, part.section, part.page * SITEMAP_MAX_URLS, part.count);
  return renderUrlset(origin, urls);
}

/** The static pages every shop has. */
export const staticPagesSource: SitemapSource = {
  name: 'pagine',
  sections: async () => [{ key: 'principali', count: staticPaths.length }],
  urls: async (_scope, _section, offset, limit) => staticPaths.slice(offset, offset + limit),
};

const staticPaths: SitemapUrl[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/search', changefreq: 'monthly', priority: 0.8 },
  { path: '/privacy-policy', changefreq: 'yearly', priority: 0.2 },
  { path: '/terms-of-service', changefreq: 'yearly', priority: 0.2 },
];
