import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AppServices } from '../context.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** One request id per request (taken from a trusted proxy's header when valid) and one log line. */
export function requestLog(services: AppServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = services.config.TRUST_PROXY ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = services.logger.child({ reqId: requestId });
    c.set('services', services);
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    // On the response's own headers: c.header() after next() would rebuild the response
    // around a stream (slow for a ready-made body).
    c.res.headers.set('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    // The client went away (closed the tab, timed out): not our error, not a 500 in the log.
    if (c.req.raw.signal?.aborted) log.info({ ...line, status: 499, clientClosed: true }, 'request');
    else if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
