// Cookie names and the attributes API.md requires: HTTP-only, SameSite=Lax, Secure over HTTPS.
// Over HTTPS the session and CSRF cookies carry the `__Host-` prefix (issue 16): the browser
// then accepts them only with Secure, Path=/ and no Domain, so a sibling sub-domain (another
// bookshop's `<name>.<SITE_SUFFIX>`) cannot plant a cookie of ours. Browsers refuse the prefix
// on plain http://localhost, so development and tests keep the bare names.

export const SESSION_COOKIE = 'cartella_session';
/** Binds a CSRF token to a visitor without a session (login and registration forms). */
export const CSRF_COOKIE = 'cartella_csrf';

/** The name a cookie has on this connection: `__Host-<name>` over HTTPS. */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** Reads one of our cookies under the name this connection gives it (never the other one). */
export function readOwnCookie(header: string | null | undefined, name: string, secure: boolean): string | null {
  return readCookieValue(header, cookieName(name, secure));
}

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
  const parts = [
    `${cookieName(name, options.secure)}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { secure, maxAgeSeconds: 0 });
}
