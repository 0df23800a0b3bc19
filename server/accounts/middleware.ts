import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, AppServices } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';
import { fromThisShop } from '../http/same-origin.ts';
import { isHttps } from '../http/security-headers.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { AppError, errorBody } from '../shared/errors.ts';
import { CSRF_COOKIE, clearCookie, readOwnCookie, SESSION_COOKIE, serializeCookie } from './cookies.ts';
import { loadSession, sessionCookie } from './sessions.ts';
import { CSRF_TOKEN_PATTERN, randomCsrfToken, sameSecret } from './tokens.ts';
import type { Session } from './types.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'X-CSRF-Token';
/** Hidden field name carried by every page form. */
export const CSRF_FIELD = '_csrf';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i);
  return match ? match[1]! : null;
}

/**
 * Who is calling (session cookie or bearer token) and the CSRF check, for the API and the
 * pages alike. Sets `session`, `clientIp`, `secureCookies` and `csrfToken()`; a mutation
 * made with the session cookie must carry the session's token (header or `_csrf` field).
 */
export function sessionMiddleware(services: AppServices): MiddlewareHandler<AppEnv> {
  const { db, config } = services;
  return async (c, next) => {
    const secure = isHttps(c.req.url, config.TRUST_PROXY ? c.req.header('x-forwarded-proto') : undefined);
    c.set('secureCookies', secure);
    c.set('clientIp', clientIp(c, config.TRUST_PROXY));
    const cookies = c.req.header('cookie');
    const pending: string[] = [];

    let session: Session = null;
    const cookieToken = readOwnCookie(cookies, SESSION_COOKIE, secure);
    if (cookieToken) {
      const loaded = await loadSession(db, cookieToken, 'cookie');
      if (loaded) {
        session = loaded.session;
        if (loaded.refreshed && session.remember) {
          pending.push(sessionCookie({ token: cookieToken, remember: true }, secure));
        }
      } else {
        pending.push(clearCookie(SESSION_COOKIE, secure));
      }
    }
    const bearer = session ? null : bearerToken(c.req.header('authorization'));
    if (bearer) session = (await loadSession(db, bearer, 'bearer'))?.session ?? null;
    c.set('session', session);

    const existingAnon = readOwnCookie(cookies, CSRF_COOKIE, secure);
    let anonToken = existingAnon && CSRF_TOKEN_PATTERN.test(existingAnon) ? existingAnon : null;
    c.set('csrfToken', () => {
      const current = c.get('session');
      if (current) return current.csrfToken;
      if (!anonToken) {
        anonToken = randomCsrfToken();
        pending.push(serializeCookie(CSRF_COOKIE, anonToken, { secure }));
      }
      return anonToken;
    });

    if (MUTATING.has(c.req.method)) {
      const refusal = await checkCsrf(c, session);
      if (refusal) return refusal;
    }

    await next();

    // Anything answered to a signed-in caller is personal (the header shows the e-mail):
    // no shared cache may keep it.
    if (c.get('session') && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', 'private, no-store');
    // A handler that set the same cookie (login, logout) has the last word.
    const already = c.res.headers.getSetCookie().map((v) => v.slice(0, v.indexOf('=')));
    for (const cookie of pending) {
      if (!already.includes(cookie.slice(0, cookie.indexOf('=')))) c.res.headers.append('Set-Cookie', cookie);
    }
  };
}

async function checkCsrf(c: Context<AppEnv>, session: Session): Promise<Response | null> {
  // A bearer call is a program with its own secret: no browser can be tricked into it.
  if (session?.via === 'bearer') return null;
  if (!fromThisShop(c)) {
    await logRequestSecurityEvent(c, {
      level: 'warn',
      category: 'CSRF',
      message: 'Richiesta di modifica da un’altra origine',
      data: { method: c.req.method, origin: c.req.header('origin') ?? c.req.header('referer') ?? null },
    });
    return csrfRefusal(c);
  }
  const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
  const needsToken = session?.via === 'cookie';
  if (!crossSite && !needsToken) return null;
  if (!crossSite && session) {
    const sent = c.req.header(CSRF_HEADER) ?? (await formToken(c));
    if (sameSecret(sent, session.csrfToken)) return null;
  }
  await logRequestSecurityEvent(c, {
    level: 'warn',
    category: 'CSRF',
    message: crossSite ? 'Richiesta di modifica da un altro sito' : 'Token CSRF mancante o non valido',
    data: { method: c.req.method },
  });
  return csrfRefusal(c);
}

/** The `_csrf` field of a page form post (the API uses the header). */
async function formToken(c: Context<AppEnv>): Promise<string | null> {
  if (c.req.path.startsWith('/api/')) return null;
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return null;
  try {
    const value = (await c.req.raw.clone().formData()).get(CSRF_FIELD);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

const CSRF_MESSAGE = 'Sessione di sicurezza non valida: ricarica la pagina e riprova';

function csrfRefusal(c: Context<AppEnv>): Response {
  if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
    return c.json(errorBody(new AppError('CSRF', CSRF_MESSAGE)), 403);
  }
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Richiesta non valida</title></head><body style="font-family:system-ui;margin:2rem"><h1>Richiesta non valida</h1><p>${CSRF_MESSAGE}.</p><p><a href="/">Torna alla home</a></p></body></html>`;
  return c.html(html, 403);
}

/** For page actions that must be protected without a session too (login, registration). */
export function formCsrfValid(vars: { csrfToken: () => string }, form: FormData): boolean {
  const sent = form.get(CSRF_FIELD);
  return typeof sent === 'string' && sameSecret(sent, vars.csrfToken());
}
