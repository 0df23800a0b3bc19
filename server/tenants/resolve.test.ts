import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';
import { normalizeHost } from './resolve.ts';
import { tenants } from './schema.ts';

describe('normalizeHost', () => {
  it('drops port, case and trailing dot; refuses junk', () => {
    expect(normalizeHost('Libreria.Cartella.Shop:443')).toBe('libreria.cartella.shop');
    expect(normalizeHost('example.it.')).toBe('example.it');
    expect(normalizeHost('evil host/<x>')).toBeNull();
    expect(normalizeHost(undefined)).toBeNull();
  });
});

describeEachDatabase('tenant resolution', (kind) => {
  const app = useTestApp(kind, { SHOP_NAME: 'Libreria Prova', SHOP_VAT_NUMBER: 'IT12345678901' });

  it('creates the default tenant from configuration', async () => {
    const rows = await app().services.db.select().from(tenants).where(eq(tenants.isDefault, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Libreria Prova',
      vatNumber: 'IT12345678901',
      city: 'Cagliari',
      status: 'attivo',
    });
    expect(rows[0]!.settings).toEqual({ freeShippingThreshold: 9000, standardShippingCost: 500 });
  });

  it('resolves hosts: sub-domain, own domain, unknown and localhost', async () => {
    const { db, tenants: resolver, defaultTenant } = app().services;
    const base = { settings: { freeShippingThreshold: 9000, standardShippingCost: 500 } };
    await db.insert(tenants).values([
      {
        ...base,
        slug: 'rossi',
        name: 'Libreria Rossi',
        status: 'attivo',
        customDomain: 'www.libreriarossi.it',
        domainVerifiedAt: new Date(),
      },
      { ...base, slug: 'bianchi', name: 'Libreria Bianchi', status: 'in_attivazione' },
    ]);
    resolver.invalidate();
    expect((await resolver.resolve('rossi.cartella.shop')).name).toBe('Libreria Rossi');
    expect((await resolver.resolve('www.libreriarossi.it:8080')).name).toBe('Libreria Rossi');
    expect((await resolver.resolve('localhost:3000')).id).toBe(defaultTenant().id);
    expect((await resolver.resolve('127.0.0.1')).id).toBe(defaultTenant().id);
    expect((await resolver.resolve('sconosciuto.example')).id).toBe(defaultTenant().id);
    // A shop still being set up is not served on its host.
    expect((await resolver.resolve('bianchi.cartella.shop')).id).toBe(defaultTenant().id);
  });

  it('classifies hosts: live, being set up, suspended, unknown under SITE_SUFFIX', async () => {
    const { db, tenants: resolver } = app().services;
    const base = { settings: { freeShippingThreshold: 9000, standardShippingCost: 500 } };
    await db.insert(tenants).values([
      { ...base, slug: 'verdi', name: 'Libreria Verdi', status: 'sospeso' },
      { ...base, slug: 'neri', name: 'Libreria Neri', status: 'in_attivazione' },
    ]);
    resolver.invalidate();
    expect((await resolver.classify('verdi.cartella.shop')).kind).toBe('suspended');
    expect((await resolver.classify('neri.cartella.shop')).kind).toBe('preparing');
    expect((await resolver.classify('nonexistent.cartella.shop')).kind).toBe('unknown');
    expect((await resolver.classify('cartella.shop')).kind).toBe('shop');
    expect((await resolver.classify('www.cartella.shop')).kind).toBe('shop');
    expect((await resolver.classify('proxy-interno:3000')).kind).toBe('shop');
  });

  it('answers "Negozio non trovato" (404) and "temporaneamente non disponibile" (503) on pages and API', async () => {
    const unknown = await app().request('/search', { host: 'nonexistent.cartella.shop' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Negozio non trovato');
    const api = await app().request('/api/products', { host: 'nonexistent.cartella.shop' });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: 'SHOP_NOT_FOUND' });

    const suspended = await app().request('/', { host: 'verdi.cartella.shop' });
    expect(suspended.status).toBe(503);
    expect(suspended.headers.get('retry-after')).toBe('3600');
    expect(suspended.headers.get('cache-control')).toBe('no-store');
    expect(await suspended.text()).toContain('Negozio temporaneamente non disponibile');

    // A shop being set up: visitors wait, its owner can still sign in and reach the back office.
    const preparing = await app().request('/api/products', { host: 'neri.cartella.shop' });
    expect(preparing.status).toBe(503);
    expect((await preparing.json()).code).toBe('SHOP_NOT_OPEN');
    expect((await app().request('/api/auth/csrf', { host: 'neri.cartella.shop' })).status).toBe(200);
  });

  it('shows each shop its own seller identity in robots and sitemap origins', async () => {
    const res = await app().request('/robots.txt', { host: 'rossi.cartella.shop' });
    // From the shop's verified own domain (decision 0030), never from the Host header.
    expect(await res.text()).toContain('Sitemap: https://www.libreriarossi.it/sitemap.xml');
  });
});
