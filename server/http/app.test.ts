import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';

describeEachDatabase('HTTP app', (kind) => {
  const app = useTestApp(kind);

  it('answers unknown /api paths with a JSON 404 in the API error format', async () => {
    const res = await app().request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ success: false, error: 'Indirizzo API inesistente', code: 'NOT_FOUND' });
  });

  it('serves its OpenAPI description at /api/openapi.json', async () => {
    const res = await app().request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/openapi.json');
  });

  it('sets the security headers with a fresh nonce per request', async () => {
    const a = await app().request('/robots.txt');
    const b = await app().request('/robots.txt');
    const csp = a.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toBe(b.headers.get('content-security-policy'));
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS only over HTTPS', async () => {
    const res = await appFetchHttps(app());
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('serves robots.txt as text with the sitemap line', async () => {
    const res = await app().request('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(body).toContain('Disallow: /admin');
  });

  it('serves a valid sitemap as XML', async () => {
    const res = await app().request('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const br = await app().request('/robots.txt', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('Sitemap:');
    const gz = await app().request('/robots.txt', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('Sitemap:');
    const plain = await app().request('/robots.txt');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await app().request('/api/analytics/pageview', {
      method: 'POST',
      json: { path: `/${'a'.repeat(1_100_000)}` },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses page form posts over 64 KB with 413, before anything reads them', async () => {
    const form = `choice=reject&redirectTo=/&pad=${'a'.repeat(300_000)}`;
    const type = { 'content-type': 'application/x-www-form-urlencoded' };
    const declared = await app().request('/cookie-consent', {
      method: 'POST',
      headers: { ...type, 'content-length': String(form.length) },
      body: form,
    });
    expect(declared.status).toBe(413);
    // Without a Content-Length (chunked), counted while read.
    const stream = new Blob([form]).stream();
    const chunked = await app().request('/cookie-consent', {
      method: 'POST',
      headers: type,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app().request('/api/analytics/pageview', {
      method: 'POST',
      body: '{"path":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('validates input with Italian messages per field', async () => {
    const res = await app().request('/api/analytics/pageview', { method: 'POST', json: { path: 'no-slash' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.path).toBe('percorso non valido');
  });

  it('reports health', async () => {
    const res = await app().request('/healthz');
    expect(await res.json()).toEqual({ ok: true });
  });
});

async function appFetchHttps(app: ReturnType<ReturnType<typeof useTestApp>>) {
  const { createApp } = await import('./app.ts');
  const raw = createApp(app.services);
  return raw.fetch(new Request('https://shop.example/robots.txt'));
}
