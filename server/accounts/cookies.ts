// Cookie names and the attributes API.md requires: HTTP-only, SameSite=Lax, Secure over HTTPS.

export const SESSION_COOKIE = 'cartella_session';
/** Binds a CSRF token to a visitor without a session (login and registration forms). */
export const CSRF_COOKIE = 'cartella_csrf';

export function readCookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** maxAgeSeconds undefined = a browser-session cookie; 0 = delete. */
export function serializeCookie(
  name: string,
  value: string,
  options: { secure: boolean; maxAgeSeconds?: number },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { secure, maxAgeSeconds: 0 });
}
