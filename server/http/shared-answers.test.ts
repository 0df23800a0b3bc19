import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { ShopProduct } from '#common/catalog/views.ts';
import { blogDemoSeed } from '../blog/demo.ts';
import { seedDemoCatalog } from '../catalog/demo.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';

// Issue 15 point 5: the catalogue's and the blog's public reads are kept in memory for
// visitors without a session, like shared pages, and dropped when their data changes.

type ListBody = { products: ShopProduct[]; total: number };

describeEachDatabase('shared API answers', (kind) => {
  const app = useTestApp(kind);
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await seedDemoCatalog(app().services, new Date());
    await blogDemoSeed.run(app().services);
    admin = await loginAdmin(app());
    customer = await registerCustomer(app());
  });

  const get = (path: string, headers?: HeadersInit) => app().request(path, { headers });

  it('keeps a catalogue search from its second ask, compressed once, the same bytes', async () => {
    const path = '/api/products?search=quaderno&limit=20';
    const once = await get(path, { 'accept-encoding': 'gzip' });
    // Asked once: compressed for this visitor by the compression step, not kept.
    expect(once.headers.get('x-page-cache')).toBeNull();
    expect(once.headers.get('content-encoding')).toBe('gzip');
    const first = await get(path, { 'accept-encoding': 'gzip' });
    const second = await get(path, { 'accept-encoding': 'gzip' });
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = JSON.parse(gunzipSync(Buffer.from(await second.arrayBuffer())).toString('utf8')) as ListBody;
    expect(body).toEqual(JSON.parse(gunzipSync(Buffer.from(await first.arrayBuffer())).toString('utf8')));
    expect(body).toEqual(JSON.parse(gunzipSync(Buffer.from(await once.arrayBuffer())).toString('utf8')));
    expect(body.total).toBeGreaterThan(0);
    // A visitor who accepts nothing gets the plain JSON of the same entry.
    const plain = await get(path);
    expect(plain.headers.get('x-page-cache')).toBe('hit');
    expect(((await plain.json()) as ListBody).total).toBe(body.total);
  });

  it('never shares an answer with or from a signed-in visitor, and keeps errors out', async () => {
    const path = '/api/products?limit=5';
    await get(path);
    await get(path);
    const asAdmin = await get(path, admin.headers);
    expect(asAdmin.headers.get('x-page-cache')).toBeNull();
    // The admin's shape carries what the shop's does not (cost price).
    const adminFirst = ((await asAdmin.json()) as { products: Record<string, unknown>[] }).products[0]!;
    expect(adminFirst.prezzoOriginale).toBeDefined();
    const asCustomer = await get(path, customer.headers);
    expect(asCustomer.headers.get('x-page-cache')).toBeNull();
    const again = await get(path);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(((await again.json()) as ListBody).products[0]).not.toHaveProperty('prezzoOriginale');

    expect((await get('/api/products?minPrezzo=abc')).status).toBe(400);
    const bad = await get('/api/products?minPrezzo=abc');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-page-cache')).toBeNull();
  });

  it('drops a catalogue answer when a product is saved', async () => {
    const path = '/api/products?search=evidenziatore%20fluo';
    await get(path);
    await get(path);
    expect((await get(path)).headers.get('x-page-cache')).toBe('hit');
    const created = await app().request('/api/admin/products', {
      method: 'POST',
      headers: admin.headers,
      json: {
        isEdit: false,
        product: {
          nome: 'Evidenziatore fluo di prova',
          descrizione: 'Per sottolineare',
          categoria: 'Quaderni',
          prezzoOriginale: '2.00',
          margine: 25,
          sconto: 0,
          fornitore: 'aliexpress',
          immagini: ['https://example.com/evidenziatore.jpg'],
          tags: 'prova',
        },
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const after = await get(path);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(((await after.json()) as ListBody).products.map((p) => p.nome)).toContain('Evidenziatore fluo di prova');
  });

  it('drops the blog’s answers when an article is published', async () => {
    const path = '/api/blog/articles?limit=50';
    const before = (await (await get(path)).json()) as { total: number };
    await get(path);
    expect((await get(path)).headers.get('x-page-cache')).toBe('hit');
    const res = await app().request('/api/blog/articles', {
      method: 'POST',
      headers: admin.headers,
      json: { title: 'Zaino leggero: cinque regole', content: 'Pesa lo **zaino**.', author: 'Redazione' },
    });
    expect(res.status).toBe(201);
    const after = await get(path);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(((await after.json()) as { total: number }).total).toBe(before.total + 1);
  });
});
