import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** Scalar's self-contained browser bundle, read once from node_modules and served by us (no CDN). */
let bundle: { raw: Buffer; br: Buffer; gzip: Buffer } | undefined;
function scalarBundle() {
  if (!bundle) {
    // The package exports only its modules: the bundle sits beside them in dist/browser.
    const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
    const file = path.join(path.dirname(main), 'browser', 'standalone.js');
    const raw = readFileSync(file);
    bundle = {
      raw,
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: zlib.gzipSync(raw, { level: 9 }),
    };
  }
  return bundle;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page: Scalar reads /api/openapi.json from this origin; its inline code and styles carry the nonce. */
export function docsHtml(nonce: string, shopName: string): string {
  const n = escapeAttr(nonce);
  const config = JSON.stringify({
    url: '/api/openapi.json',
    // Nothing leaves the shop's origin: no web fonts, no request proxy, no AI agent.
    withDefaultFonts: false,
    proxyUrl: '',
    hideClientButton: true,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideDarkModeToggle: false,
    defaultOpenAllTags: false,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta property="csp-nonce" content="${n}">
<meta name="robots" content="noindex">
<title>API di ${escapeAttr(shopName)}: riferimento</title>
</head>
<body>
<div id="app"></div>
<script src="/api/docs/scalar.js" nonce="${n}"></script>
<script nonce="${n}">Scalar.createApiReference('#app', ${config});</script>
</body>
</html>`;
}

/** GET /api/docs (the reference for people) and its script. */
export function docsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/docs', (c) => {
    // Scalar sets style attributes and adds <style> elements: those carry the nonce, and the
    // CSP of this page alone allows inline style attributes (server/http/security-headers.ts).
    c.set('styleAttributes', true);
    c.header('Cache-Control', 'no-store');
    return c.html(docsHtml(c.var.nonce, c.var.tenant.name));
  });
  app.get('/docs/scalar.js', (c) => {
    const { raw, br, gzip } = scalarBundle();
    const accept = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const body = encoding === 'br' ? br : encoding === 'gzip' ? gzip : raw;
    const headers: Record<string, string> = {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  });
  return app;
}
