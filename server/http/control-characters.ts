import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { AppError } from '../shared/errors.ts';

// One place refuses text input carrying NUL or other control characters, for every route:
// PostgreSQL cannot store NUL in text (it failed with a 500 deep inside), and no field of
// ours has a use for the others. Tab, line feed and carriage return stay allowed in bodies
// (multi-line fields); in the address and its query nothing below a space is.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_URL = /[\u0000-\u001f\u007f]/;

const LOGO_UPLOAD = /^\/api\/tenants\/[^/]+\/logo$/;

export const CONTROL_CHARACTERS_MESSAGE = 'La richiesta contiene caratteri non ammessi';

/** Whether a parsed JSON value holds a control character in any string or key. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return IN_BODY.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasControlCharacters(v, depth + 1));
  return Object.entries(value).some(([k, v]) => IN_BODY.test(k) || hasControlCharacters(v, depth + 1));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Refuses (400, API.md's error format) a request whose address, query or body has control characters. */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  const refuse = () => {
    throw new AppError('BAD_REQUEST', CONTROL_CHARACTERS_MESSAGE, { status: 400 });
  };
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (IN_URL.test(decoded(url.pathname)) || IN_URL.test(decoded(url.search))) refuse();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    // The webhook's signature covers its raw bytes (checked there); ministry files and a
    // bookshop's logo are binary.
    if (c.req.path === '/api/payments/stripe/webhook' || c.req.path === '/api/admin/imports') return next();
    if (c.req.method === 'PUT' && LOGO_UPLOAD.test(c.req.path)) return next();
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) return next();
    // A copy is read, so the route (and React Router) still gets the untouched body.
    const text = await c.req.raw.clone().text();
    if (type.startsWith('application/x-www-form-urlencoded')) {
      for (const [key, value] of new URLSearchParams(text)) {
        if (IN_BODY.test(key) || IN_BODY.test(value)) refuse();
      }
      return next();
    }
    // JSON (the API) and anything else sent as text: check the parsed strings when it parses,
    // the raw text otherwise (a malformed body is the route's 400).
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      if (IN_BODY.test(text)) refuse();
      return next();
    }
    if (hasControlCharacters(parsed)) refuse();
    return next();
  };
}
