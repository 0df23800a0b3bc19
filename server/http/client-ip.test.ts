import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientIp } from './client-ip.ts';

function ipOf(forwardedFor: string | null, trustedProxies: number): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trustedProxies)));
  const headers = forwardedFor === null ? undefined : { 'x-forwarded-for': forwardedFor };
  return Promise.resolve(app.request('/', { headers })).then((res) => res.text());
}

describe('client address behind proxies', () => {
  it('takes the right-most untrusted hop, never what the client wrote on the left', async () => {
    expect(await ipOf('198.51.100.7, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(await ipOf('1.2.3.4, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(await ipOf('203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('ignores the header without trusted proxies, or when it is too short or not an address', async () => {
    expect(await ipOf('203.0.113.9', 0)).toBe('local');
    expect(await ipOf('203.0.113.9', 2)).toBe('local');
    expect(await ipOf('<script>, evil', 1)).toBe('local');
    expect(await ipOf(null, 1)).toBe('local');
  });

  it('TRUST_PROXY is a count of proxies; true means 1', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'many' })).toThrow(/TRUST_PROXY/);
  });
});
