import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; server?: NodeBindings } | undefined;

/**
 * The client's address: the first X-Forwarded-For hop behind a trusted proxy, otherwise
 * the socket's peer. Requests made in-process (tests) have neither and get "local".
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded && forwarded.length <= 64) return forwarded;
  }
  const env = c.env as NodeBindings;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? 'local';
}
