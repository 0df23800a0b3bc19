import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** API.md: JSON answers say their encoding (`application/json; charset=utf-8`), errors included. */
export function jsonCharset(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type');
    const fixed = type === null ? null : withJsonCharset(type);
    if (fixed !== type) c.res.headers.set('content-type', fixed!);
  };
}

/** A Content-Type with the charset API.md asks of JSON (other types as they are). */
export function withJsonCharset(type: string): string {
  return type.trim().toLowerCase() === 'application/json' ? 'application/json; charset=utf-8' : type;
}
