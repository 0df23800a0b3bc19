import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { AppError, errorBody } from '../shared/errors.ts';

/** Every error of an /api call leaves as API.md's JSON error body; never a stack trace. */
export function apiErrorResponse(c: Context<AppEnv>, error: unknown): Response {
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
