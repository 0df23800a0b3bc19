import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { createShop, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';

// Decision 0030: a bookshop's own domain serves it only once a DNS TXT record proves it.

describeEachDatabase('bookshop domains', (kind) => {
  const app = useTestApp(kind);
  const dns = new Map<string, string[][]>();
  let shop: Awaited<ReturnType<typeof createShop>>;
  let owner: Person;
  let staff: Person;
  const domain = `www.libreria-${kind}.it`;

  const call = async (method: string, path: string, who: Person, json?: unknown, host = shop.host) => {
    const res = await app().request(path, { method, headers: who.headers, host, json });
    return { status: res.status, body: await res.json() };
  };
  const ask = async (name: string) =>
    (await app().request(`/internal/tls-ask?domain=${encodeURIComponent(name)}`)).status;
  const robots = async (host: string) => (await app().request('/robots.txt', { host })).text();

  it('sets up', async () => {
    const { services } = app();
    services.resolveTxt = async (name) => dns.get(name) ?? [];
    shop = await createShop(services, `dominio-${kind}`);
    owner = await personWithRole(app(), shop, 'owner', 'Titolare');
    staff = await personWithRole(app(), shop, 'staff', 'Commesso');
  });

  it('only the owner (or the operator) sets a valid domain that is not the platform’s or taken', async () => {
    expect((await call('PUT', '/api/admin/domain', staff, { domain })).status).toBe(403);
    expect((await call('PUT', '/api/admin/domain', owner, { domain: 'non un dominio' })).status).toBe(400);
    const reserved = await call('PUT', '/api/admin/domain', owner, { domain: 'altro.cartella.shop' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error).toContain('piattaforma');
    const set = await call('PUT', '/api/admin/domain', owner, { domain: domain.toUpperCase() });
    expect(set.status).toBe(200);
    expect(set.body.domain).toMatchObject({ domain, verified: false, txtName: `_cartella.${domain}` });
    expect(set.body.domain.txtValue).toMatch(/^cartella-verify=[0-9a-f]{32}$/);

    const other = await createShop(app().services, `dominio-altro-${kind}`);
    const otherOwner = await personWithRole(app(), other, 'owner');
    const taken = await call('PUT', '/api/admin/domain', otherOwner, { domain }, other.host);
    expect(taken.status).toBe(409);
  });

  it('before verification the domain serves nothing of the shop and gets no certificate', async () => {
    expect(await ask(domain)).toBe(404);
    // Any other host is the platform's shop: its robots point at the platform.
    expect(await robots(domain)).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('verifies through the TXT record, then serves the shop, links to it and allows its certificate', async () => {
    const wrong = await call('POST', '/api/admin/domain/verify', owner);
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toContain(`_cartella.${domain}`);
    const { body } = await call('GET', '/api/admin/domain', owner);
    dns.set(body.domain.txtName, [
      ['v=spf1 -all'],
      [body.domain.txtValue.slice(0, 20), body.domain.txtValue.slice(20)],
    ]);
    const verified = await call('POST', '/api/admin/domain/verify', owner);
    expect(verified.status).toBe(200);
    expect(verified.body.domain).toMatchObject({ domain, verified: true, txtName: null, txtValue: null });

    expect(await robots(domain)).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    expect(await ask(domain)).toBe(200);
    expect(await ask(shop.host)).toBe(200);
    expect(await ask('nonexistent.cartella.shop')).toBe(404);
    expect(await ask('example.org')).toBe(404);
  });

  it('removing the domain brings the shop back to its platform address', async () => {
    const removed = await call('DELETE', '/api/admin/domain', owner);
    expect(removed.body.domain).toMatchObject({ domain: null, verified: false });
    expect(await ask(domain)).toBe(404);
    expect(await robots(shop.host)).toContain(`Sitemap: http://${shop.host}/sitemap.xml`);
  });
});
