import { expect, it } from 'vitest';
import { DOMAIN_INVALID, DOMAIN_RESERVED, DOMAIN_TAKEN } from '#common/accounts/validation.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, uniqueSuffix } from '../test/auth.ts';
import { BOOKSHOP_PROFILE, registerBookshop } from '../test/bookshops.ts';
import { describeEachDatabase } from '../test/database.ts';
import { PNG } from '../test/images.ts';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo.ts';

// Issue 14, a bookshop's own look: its logo (checked by its bytes, at most 1 MB, never SVG),
// its REA number, its colour from the accessible palette, the address check of the
// registration and the preview of a shop that is not open yet.

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const TEXT = Buffer.from('Questo non è un’immagine, solo testo con un nome .png\n');

type Shop = { id: string; slug: string; host: string; headers: Headers };

describeEachDatabase('bookshop branding', (kind) => {
  const app = useTestApp(kind);

  const bookshop = (): Promise<Shop> => registerBookshop(app());

  const putLogo = (shop: Shop, body: BodyInit, type: string, headers: Headers = shop.headers) => {
    const h = new Headers(headers);
    h.set('content-type', type);
    return app().request(`/api/tenants/${shop.id}/logo`, { method: 'PUT', headers: h, body, host: shop.host });
  };

  it('keeps a PNG logo and serves it from the shop’s own origin, cached, to that shop only', async () => {
    const a = await bookshop();
    const b = await bookshop();
    const res = await putLogo(a, PNG, 'image/png');
    expect(res.status, await res.clone().text()).toBe(200);
    const { tenant } = (await res.json()) as { tenant: { logoUrl: string } };
    expect(tenant.logoUrl).toMatch(/^\/logos\/[0-9a-f]{40}$/);

    const served = await app().request(tenant.logoUrl, { host: a.host });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Another shop's host never serves it.
    expect((await app().request(tenant.logoUrl, { host: b.host })).status).toBe(404);
    expect((await app().request(tenant.logoUrl)).status).toBe(404);

    // Another owner cannot set it; the checklist counts it as an optional item.
    expect((await putLogo(a, PNG, 'image/png', b.headers)).status).toBe(403);

    // Replaced: the old picture is gone.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const second = await putLogo(a, jpeg, 'image/jpeg');
    const url2 = ((await second.json()) as { tenant: { logoUrl: string } }).tenant.logoUrl;
    expect(url2).not.toBe(tenant.logoUrl);
    expect((await app().request(tenant.logoUrl, { host: a.host })).status).toBe(404);
    expect((await app().request(url2, { host: a.host })).headers.get('content-type')).toBe('image/jpeg');

    const removed = await app().request(`/api/tenants/${a.id}/logo`, { method: 'DELETE', headers: a.headers });
    expect(((await removed.json()) as { tenant: { logoUrl: string | null } }).tenant.logoUrl).toBeNull();
    expect((await app().request(url2, { host: a.host })).status).toBe(404);
  });

  it('trusts the bytes, not the declared type: a PNG sent as JPEG is a PNG, text sent as PNG is refused', async () => {
    const a = await bookshop();
    const renamed = await putLogo(a, PNG, 'image/jpeg');
    expect(renamed.status).toBe(200);
    const { tenant } = (await renamed.json()) as { tenant: { logoUrl: string } };
    expect((await app().request(tenant.logoUrl, { host: a.host })).headers.get('content-type')).toBe('image/png');

    const text = await putLogo(a, TEXT, 'image/png');
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ fields: { logo: 'Il logo deve essere un’immagine PNG, JPEG o WebP' } });
  });

  it('refuses an SVG, above all one with a script', async () => {
    const a = await bookshop();
    for (const type of ['image/svg+xml', 'image/png']) {
      const res = await putLogo(a, SVG_WITH_SCRIPT, type);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(/SVG non sono accettati/);
    }
    const row = await app().services.db.query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, a.id) });
    expect(row?.logoUrl).toBeNull();
  });

  it('refuses a 20 MB logo from its Content-Length, without reading it', async () => {
    const a = await bookshop();
    const size = 20 * 1024 * 1024;
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const stream = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= size) return controller.close();
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
    const h = new Headers(a.headers);
    h.set('content-type', 'image/png');
    h.set('content-length', String(size));
    const res = await app().request(`/api/tenants/${a.id}/logo`, {
      method: 'PUT',
      headers: h,
      body: stream(),
      host: a.host,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: LOGO_TOO_LARGE });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);

    // Without a Content-Length (chunked), the stream is cut just past the limit.
    pulled = 0;
    h.delete('content-length');
    const chunked = await app().request(`/api/tenants/${a.id}/logo`, {
      method: 'PUT',
      headers: h,
      body: stream(),
      host: a.host,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_LOGO_BYTES + 4 * chunk.length);

    // Just above 1 MB is refused too, exactly 1 MB of PNG is fine.
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES - PNG.length + 1)]);
    expect((await putLogo(a, big, 'image/png')).status).toBe(413);
    expect((await putLogo(a, big.subarray(0, MAX_LOGO_BYTES), 'image/png')).status).toBe(200);
  });

  const profile = { ...BOOKSHOP_PROFILE, iban: '' };

  it('checks the REA number’s format and keeps it normalised; it stays optional', async () => {
    const a = await bookshop();
    const put = (json: unknown) =>
      app().request(`/api/tenants/${a.id}`, { method: 'PUT', headers: a.headers, json, host: a.host });
    for (const rea of ['XX-1234567', 'MI-12345678', 'MI', '1234567', 'MI-12a45']) {
      const res = await put({ ...profile, rea });
      expect(res.status, rea).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.rea).toMatch(/REA non valido/);
    }
    const saved = await put({ ...profile, rea: 'mi 1234567' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { tenant: { rea: string } }).tenant.rea).toBe('MI-1234567');
    const without = await put(profile);
    expect(((await without.json()) as { tenant: { rea: string } }).tenant.rea).toBe('');
  });

  it('takes a colour of the palette only, and leaves it as it is when not sent', async () => {
    const a = await bookshop();
    const put = (json: unknown) =>
      app().request(`/api/tenants/${a.id}`, { method: 'PUT', headers: a.headers, json, host: a.host });
    const bad = await put({ ...profile, brandColor: 'fucsia' });
    expect(bad.status).toBe(400);
    const ok = await put({ ...profile, brandColor: 'verde' });
    expect(((await ok.json()) as { tenant: { brandColor: string } }).tenant.brandColor).toBe('verde');
    const kept = await put(profile);
    expect(((await kept.json()) as { tenant: { brandColor: string } }).tenant.brandColor).toBe('verde');
    const platform = await put({ ...profile, brandColor: 'blu' });
    expect(((await platform.json()) as { tenant: { brandColor: string | null } }).tenant.brandColor).toBeNull();
  });

  it('tells whether an address is free: taken, reserved and badly written ones are not', async () => {
    const a = await bookshop();
    const ask = async (domain: string) => {
      const res = await app().request(`/api/tenants/domain-available?domain=${encodeURIComponent(domain)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return res.json();
    };
    expect(await ask(`libera-${uniqueSuffix()}`)).toEqual({ available: true });
    expect(await ask(a.slug)).toEqual({ available: false, reason: DOMAIN_TAKEN });
    expect(await ask(a.slug.toUpperCase())).toEqual({ available: false, reason: DOMAIN_TAKEN });
    for (const reserved of ['www', 'admin', 'api', 'mail']) {
      expect(await ask(reserved)).toEqual({ available: false, reason: DOMAIN_RESERVED });
    }
    for (const invalid of ['ab', 'libreria_rossi', '-rossi', 'rossi-', 'libreria rossi', 'x'.repeat(64)]) {
      expect(await ask(invalid), invalid).toEqual({ available: false, reason: DOMAIN_INVALID });
    }
    expect((await app().request('/api/tenants/domain-available')).status).toBe(400);
  });

  it('lets the owner, its staff and the operator preview a shop in preparation; nobody else', async () => {
    const a = await bookshop();
    const b = await bookshop();
    const page = (headers?: Headers) => app().request('/robots.txt', { host: a.host, headers });
    const anonymous = await page();
    expect(anonymous.status).toBe(503);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(await anonymous.text()).toContain('Negozio in preparazione');

    const owner = await page(a.headers);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');

    expect((await page(b.headers)).status).toBe(503);

    const admin = await loginAdmin(app());
    const operator = await page(admin.headers);
    expect(operator.status).toBe(200);
    expect(operator.headers.get('cache-control')).toBe('private, no-store');

    // The logo of a shop in preparation shows on its sign-in page, for anyone.
    await putLogo(a, PNG, 'image/png');
    const row = await app().services.db.query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, a.id) });
    expect((await app().request(row!.logoUrl!, { host: a.host })).status).toBe(200);
  });
});
