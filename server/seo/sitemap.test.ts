import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import type { Tenant } from '../tenants/schema.ts';
import { createSitemapRegistry, renderSitemap, renderSitemapPart, SITEMAP_MAX_URLS } from './sitemap.ts';

const scope = { db: {} as Db, tenant: {} as Tenant };

function registryWith(counts: Record<string, number>) {
  const registry = createSitemapRegistry();
  registry.register({
    name: 'scuole',
    sections: async () => Object.entries(counts).map(([key, count]) => ({ key, count })),
    urls: async (_s, section, offset, limit) =>
      Array.from({ length: Math.min(limit, counts[section]! - offset) }, (_, i) => ({
        path: `/scuola/${section}-${offset + i}`,
      })),
  });
  return registry;
}

describe('sitemap', () => {
  it('is one urlset while everything fits', async () => {
    const xml = await renderSitemap(registryWith({ molise: 3, umbria: 2 }), scope, 'https://x.it');
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(5);
  });

  it('becomes an index split by section and by 50,000 URLs', async () => {
    const registry = registryWith({ lombardia: SITEMAP_MAX_URLS + 10, molise: 40_000 });
    const xml = await renderSitemap(registry, scope, 'https://x.it');
    expect(xml).toContain('<sitemapindex');
    const files = [...xml.matchAll(/<loc>https:\/\/x\.it\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      'sitemap-scuole-lombardia-1.xml',
      'sitemap-scuole-lombardia-2.xml',
      'sitemap-scuole-molise-1.xml',
    ]);
    const second = await renderSitemapPart(registry, scope, 'https://x.it', 'sitemap-scuole-lombardia-2.xml');
    expect(second!.match(/<url>/g)).toHaveLength(10);
    expect(second).toContain(`/scuola/lombardia-${SITEMAP_MAX_URLS}<`);
    expect(await renderSitemapPart(registry, scope, 'https://x.it', 'sitemap-nope-1.xml')).toBeNull();
  });

  it('names a part by its section’s name when it has one, the key staying the data’s', async () => {
    const registry = createSitemapRegistry();
    const asked: string[] = [];
    registry.register({
      name: 'scuole',
      sections: async () => [{ key: 'Friuli-Venezia G.', count: SITEMAP_MAX_URLS + 1, name: 'Friuli-Venezia Giulia' }],
      urls: async (_s, section, offset, limit) => {
        asked.push(section);
        return Array.from({ length: Math.min(limit, SITEMAP_MAX_URLS + 1 - offset) }, (_, i) => ({
          path: `/scuola/${offset + i}`,
        }));
      },
    });
    const xml = await renderSitemap(registry, scope, 'https://x.it');
    expect(xml).toContain('sitemap-scuole-friuli-venezia-giulia-1.xml');
    expect(
      await renderSitemapPart(registry, scope, 'https://x.it', 'sitemap-scuole-friuli-venezia-giulia-2.xml'),
    ).toContain('/scuola/50000<');
    expect(asked).toEqual(['Friuli-Venezia G.']);
  });

  it('escapes XML in URLs', async () => {
    const registry = createSitemapRegistry();
    registry.register({
      name: 'x',
      sections: async () => [{ key: 'a', count: 1 }],
      urls: async () => [{ path: '/a?b=1&c=<2>' }],
    });
    expect(await renderSitemap(registry, scope, 'https://x.it')).toContain('/a?b=1&amp;c=&lt;2&gt;');
  });
});
