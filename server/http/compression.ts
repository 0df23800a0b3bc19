import { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from './encoding.ts';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Brotli (preferred) or gzip for text responses. Hono's own compress() has no brotli,
 * which saves a fifth more on HTML and JS for phones on mobile data.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    // Asked first: reading res.body turns @hono/node-server's ready-made response (a
    // buffer it writes directly) into a web stream, which costs on every request.
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    // A page from the page cache leaves with the coding it was stored in.
    if (res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type') ?? '';
    // Server-sent events must leave as they are written, not when a compressor's buffer fills.
    if (!COMPRESSIBLE.test(type) || type.startsWith('text/event-stream')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (!res.body) return;
    // Brotli at quality 4 compresses HTML about as well as gzip -9 at a fraction of the CPU
    // (CompressionStream's default quality 11 is far too slow per request).
    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 });
    const stream = Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    headers.append('Vary', 'Accept-Encoding');
    c.res = new Response(res.body.pipeThrough(stream), { status: res.status, headers });
    // Hono merges headers set earlier with c.header() (serveStatic sets the file's length).
    c.res.headers.delete('Content-Length');
  };
}
