import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { FetchRefused, safeFetch } from './safe-fetch.ts';
import { bookCovers } from './schema.ts';

// Book covers are stored once (by the SHA-256 of their bytes) and served from the shop's own
// origin at /covers/{id}, so pages never load pictures from other sites.

export const MAX_COVER_BYTES = 2 * 1024 * 1024;
const MIN_COVER_BYTES = 200;

/** The picture's real type from its first bytes (the sender's Content-Type is not trusted). */
export function imageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const coverUrl = (id: string) => `/covers/${id}`;

/**
 * A checked picture whose address names its content (a hash): cached for a year, never
 * sniffed as anything else, inert if opened on its own. Covers and bookshops' logos.
 */
export function immutableImage(bytes: Uint8Array, contentType: string): Response {
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

/** Checks and keeps a cover; returns its address on our origin. */
export async function storeCover(db: Db, bytes: Uint8Array, sourceUrl: string | null): Promise<string> {
  if (bytes.length > MAX_COVER_BYTES) throw new AppError('VALIDATION', 'Copertina troppo grande (al massimo 2 MB)');
  const type = imageType(bytes);
  if (!type || bytes.length < MIN_COVER_BYTES) {
    throw new AppError('VALIDATION', 'La copertina deve essere un’immagine JPEG, PNG o WebP', {
      fields: { copertina: 'Immagine non valida' },
    });
  }
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
  await db
    .insert(bookCovers)
    .values({ id, contentType: type, bytes, size: bytes.length, sourceUrl })
    .onConflictDoNothing();
  return coverUrl(id);
}

/** Downloads a cover and keeps it; null when the address has no usable picture. */
export async function fetchCover(db: Db, url: string, allowPrivate: boolean): Promise<string | null> {
  try {
    const res = await safeFetch(url, { maxBytes: MAX_COVER_BYTES, allowPrivate, accept: 'image/*' });
    if (res.status !== 200 || !imageType(res.bytes)) return null;
    return await storeCover(db, res.bytes, url);
  } catch (error) {
    if (error instanceof FetchRefused || error instanceof AppError) return null;
    throw error;
  }
}

/** The covers themselves: immutable (the id is their hash), never sniffed as anything else. */
export function coverRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/covers/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{40}$/.test(id)) return c.notFound();
    const [cover] = await c.var.services.db.select().from(bookCovers).where(eq(bookCovers.id, id));
    if (!cover) return c.notFound();
    return immutableImage(cover.bytes, cover.contentType);
  });
  return app;
}
