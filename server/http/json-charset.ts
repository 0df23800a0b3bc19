import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** API.md: JSON answers say their encoding (`application/json; charset=utf-8`), errors included. */
export function jsonCharset(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type');
    if (type?.trim().toLowerCase() === 'application/json') {
      c.res.headers.set('content-type', 'application/json; charset=utf-8');
    }
  };
}
