import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

describe('API reference page', () => {
  const app = useTestApp('pglite');

  it('serves Scalar from our own origin, its scripts allowed by the nonce, no other host named', async () => {
    const res = await app().request('/api/docs');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    const html = await res.text();
    expect(html).toContain(`<script src="/api/docs/scalar.js" nonce="${nonce}"></script>`);
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}">`);
    expect(html).toContain("'/api/openapi.json'".replace(/'/g, '"'));
    expect(html).not.toMatch(/https?:\/\//);

    const script = await app().request('/api/docs/scalar.js', { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('keeps the strict style policy everywhere else', async () => {
    const csp = (await app().request('/api/openapi.json')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('style-src-attr');
  });
});
