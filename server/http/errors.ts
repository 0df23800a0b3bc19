import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { AppError, errorBody } from '../shared/errors.ts';

export const DATABASE_UNAVAILABLE = 'Il servizio è momentaneamente non disponibile: riprova tra qualche secondo';

/** Connection-level codes of node-postgres and PostgreSQL: the server is restarting or out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection refused/i;

/**
 * Whether an error means the database could not be reached (PostgreSQL restarted, a
 * failover): a passing state, answered 503 with Retry-After instead of an "unexpected" 500.
 * drizzle wraps the driver's error: the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** Every error of an /api call leaves as API.md's JSON error body; never a stack trace. */
export function apiErrorResponse(c: Context<AppEnv>, error: unknown): Response {
  if (isDatabaseUnavailable(error)) {
    c.get('log')?.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json(errorBody(new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE, { status: 503 })), 503);
  }
  if (error instanceof AppError) {
    if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return c.json(errorBody(error), error.status as ContentfulStatusCode);
  }
  c.get('log')?.error({ err: error }, 'unexpected error');
  const internal = new AppError('INTERNAL', 'Si è verificato un errore imprevisto. Riprova tra poco.');
  return c.json(errorBody(internal), 500);
}

/** Reads a JSON body; malformed JSON is a 400 with a clear message. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'Il corpo della richiesta non è JSON valido');
  }
}

/** A plain HTML error page for failures outside React Router (which has its own). */
export function fallbackErrorPage(): Response {
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unexpected Application Error!</title></head><body style="font-family:system-ui;margin:2rem"><h1>Unexpected Application Error!</h1><p>Si è verificato un errore imprevisto. Riprova tra poco.</p><p><a href="/">Torna alla home</a></p></body></html>`;
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
