import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random value for a cookie or a link (32 bytes, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A CSRF token as API.md fixes it: 32 random bytes as 64 hexadecimal characters. */
export function randomCsrfToken(): string {
  return randomBytes(32).toString('hex');
}

export const CSRF_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** What the database keeps instead of a bearer value. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
