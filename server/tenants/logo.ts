import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { imageType, immutableImage } from '../books/covers.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { type FileStore, fileStore } from '../storage/file-store.ts';
import { type Tenant, tenants } from './schema.ts';

// A bookshop's logo (issue 14): a PNG, JPEG or WebP of at most 1 MB, recognised by its first
// bytes (never by its name or the browser's word), kept in the file store under the shop's
// own folder and served from the shop's origin at /logos/{hash}.

export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_TOO_LARGE = 'Logo troppo grande: al massimo 1 MB';
export const LOGO_WRONG_TYPE = 'Il logo deve essere un’immagine PNG, JPEG o WebP';
const LOGO_SVG = 'I loghi SVG non sono accettati (possono contenere codice): caricalo come PNG, JPEG o WebP';

const keyOf = (tenantId: string, hash: string) => `logos/${tenantId}/${hash}`;
const HASH = /^[0-9a-f]{40}$/;

/** Whether the bytes look like SVG or other markup (refused with its own message). */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<');
}

/** Checks the picture; its real type, or a field error naming what is wrong. */
export function checkLogo(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' {
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE, { fields: { logo: LOGO_TOO_LARGE } });
  }
  if (bytes.length === 0) throw new AppError('VALIDATION', 'Scegli un’immagine', { fields: { logo: 'File vuoto' } });
  const type = imageType(bytes);
  if (type) return type;
  const message = looksLikeMarkup(bytes) ? LOGO_SVG : LOGO_WRONG_TYPE;
  throw new AppError('VALIDATION', message, { fields: { logo: message } });
}

/** Keeps the shop's new logo and forgets the old one; returns the updated shop. */
export async function setLogo(db: Db, store: FileStore, tenant: Tenant, bytes: Uint8Array): Promise<Tenant> {
  if (tenant.isDefault) {
    throw new AppError('RULE_BROKEN', 'Il negozio della piattaforma usa il logo di Cartella', { status: 422 });
  }
  const type = checkLogo(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
  await store.put(keyOf(tenant.id, hash), bytes, type);
  return replaceLogo(db, store, tenant, `/logos/${hash}`);
}

export async function removeLogo(db: Db, store: FileStore, tenant: Tenant): Promise<Tenant> {
  return replaceLogo(db, store, tenant, null);
}

async function replaceLogo(db: Db, store: FileStore, tenant: Tenant, logoUrl: string | null): Promise<Tenant> {
  const [current] = await db.select({ logoUrl: tenants.logoUrl }).from(tenants).where(eq(tenants.id, tenant.id));
  const [updated] = await db
    .update(tenants)
    .set({ logoUrl, updatedAt: new Date() })
    .where(eq(tenants.id, tenant.id))
    .returning();
  const old = current?.logoUrl?.match(/^\/logos\/([0-9a-f]{40})$/)?.[1];
  // The old picture is no longer linked anywhere; a failure here only leaves a stray file.
  if (old && current?.logoUrl !== logoUrl) await store.delete(keyOf(tenant.id, old)).catch(() => undefined);
  return updated!;
}

/** /logos/{hash}: only the logos of the shop of the request's host, cached for a year. */
export function logoRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/logos/:hash', async (c) => {
    const hash = c.req.param('hash');
    if (!HASH.test(hash)) return c.notFound();
    const file = await fileStore(c.var.services.config).get(keyOf(c.var.tenant.id, hash));
    if (!file) return c.notFound();
    // Checked again on the way out: the store holds only what checkLogo let in.
    const type = imageType(file.bytes);
    if (!type) return c.notFound();
    return immutableImage(file.bytes, type);
  });
  return app;
}
