import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; server?: NodeBindings } | undefined;

/** An IPv4 or IPv6 address as proxies write it (nothing else is taken from the header). */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The client's address. Behind `trustedProxies` reverse proxies, each appends the address it
 * got the request from to X-Forwarded-For, so the right-most untrusted hop is the entry
 * `trustedProxies` places from the end; whatever a client wrote further left is ignored (it
 * could put anything there). Without trusted proxies, the socket's peer. Requests made
 * in-process (tests) have neither and get "local".
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const env = c.env as NodeBindings;
  const bindings = env?.server ?? env;
  return clientAddress(c.req.header('x-forwarded-for'), bindings?.incoming?.socket?.remoteAddress, trustedProxies);
}

/** clientIp from the header and the socket's peer (for requests answered before Hono). */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies > 0) {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : undefined;
    if (hop && ADDRESS.test(hop)) return hop;
  }
  return socketAddress ?? 'local';
}
