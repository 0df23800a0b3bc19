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
      { ...base, slug: 'rossi', name: 'Libreria Rossi', status: 'attivo', customDomain: 'www.libreriarossi.it' },
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

  it('shows each shop its own seller identity in robots and sitemap origins', async () => {
    const res = await app().request('/robots.txt', { host: 'rossi.cartella.shop' });
    // From configuration (no PUBLIC_URL in tests: http, port 3000), never from the Host header.
    expect(await res.text()).toContain('Sitemap: http://rossi.cartella.shop/sitemap.xml');
  });
});
