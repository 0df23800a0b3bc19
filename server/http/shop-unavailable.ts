import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { escapeHtml } from '../mail/templates.ts';
import { AppError, errorBody } from '../shared/errors.ts';
import type { HostAnswer } from '../tenants/resolve.ts';

// Hosts that serve no shop right now (issue 14): a name under SITE_SUFFIX that no bookshop
// has (404), a suspended bookshop (503 with Retry-After), a bookshop still being set up (503
// for visitors; its owner and the operator reach its back office to finish the set-up, and
// its owner, staff and the operator preview its pages: shop-preview.ts).

/**
 * Paths a shop being set up still answers: signing in and its back office, with their
 * `.data` loader requests, React Router's route manifest and the cookie choice the sign-in
 * page needs.
 */
export const SET_UP_PATHS =
  /^\/(admin|auth|cookie-consent|__manifest|logos|api\/auth|api\/admin|api\/tenants|api\/stripe|api\/openapi\.json|healthz)(\/|\.|$|\?)/;
export const RETRY_AFTER_SECONDS = 3600;

function page(title: string, text: string, platformUrl: string, nonce: string): string {
  const css =
    'body{font-family:system-ui,sans-serif;margin:0 auto;padding:2rem 1.25rem;max-width:40rem;color:#0f172a;line-height:1.5}h1{font-size:1.6rem}a{color:#1d40ad}';
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${css}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(platformUrl)}">Vai a Cartella</a></p></main></body></html>`;
}

/**
 * The answer for a host that is no live shop, or null when the request goes on. A shop being
 * set up goes on too: who is calling is known only after the session step, where
 * shop-preview.ts answers 503 to everyone but its owner, staff and the operator.
 */
export function shopUnavailable(c: Context<AppEnv>, answer: HostAnswer, platformUrl: string): Response | null {
  if (answer.kind === 'shop' || answer.kind === 'preparing') return null;
  return unavailableAnswer(c, answer, platformUrl);
}

/** The 404/503 page (or API error) of a host that serves no shop to this caller. */
export function unavailableAnswer(
  c: Context<AppEnv>,
  answer: Exclude<HostAnswer, { kind: 'shop' }>,
  platformUrl: string,
): Response {
  const api = c.req.path.startsWith('/api/');
  const [status, code, title, text] =
    answer.kind === 'unknown'
      ? ([
          404,
          'SHOP_NOT_FOUND',
          'Negozio non trovato',
          'A questo indirizzo non c’è nessun negozio. Controlla di averlo scritto bene.',
        ] as const)
      : answer.kind === 'suspended'
        ? ([
            503,
            'SHOP_UNAVAILABLE',
            'Negozio temporaneamente non disponibile',
            `${answer.tenant.name} non è raggiungibile in questo momento. Riprova più tardi.`,
          ] as const)
        : ([
            503,
            'SHOP_NOT_OPEN',
            'Negozio in preparazione',
            `${answer.tenant.name} sta preparando il suo negozio online: apre a breve.`,
          ] as const);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (answer.kind === 'suspended') headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  if (api) return c.json(errorBody(new AppError(code, title, { status })), status, headers);
  // The page's own <style> carries the request's nonce (the CSP allows no other inline style).
  c.set('styleAttributes', true);
  return c.html(page(title, text, platformUrl, c.var.nonce), status, headers);
}
