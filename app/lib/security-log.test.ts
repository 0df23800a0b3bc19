import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MAX_PENDING, PENDING_KEY, reportSecurityEvent, retryPendingSecurityLogs } from './security-log.ts';

// A minimal browser: localStorage, document and fetch (the network boundary) only.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('document', { querySelector: () => null });
  vi.stubGlobal('location', { pathname: '/blog' });
  vi.stubGlobal('navigator', { userAgent: 'test' });
});
afterEach(() => vi.unstubAllGlobals());

it('keeps failed reports (the last 100) and sends them on retry', async () => {
  vi.stubGlobal('fetch', async () => {
    throw new Error('offline');
  });
  for (let i = 0; i < MAX_PENDING + 5; i++) await reportSecurityEvent('XSS', `n. ${i}`);
  const kept = JSON.parse(store.get(PENDING_KEY)!);
  expect(kept).toHaveLength(MAX_PENDING);
  expect(kept[0].message).toBe('n. 5');
  expect(kept[0]).toMatchObject({ level: 'error', category: 'XSS', url: '/blog' });

  const sent: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)).message);
    return new Response(null, { status: 202 });
  });
  await retryPendingSecurityLogs();
  expect(sent).toHaveLength(MAX_PENDING);
  expect(store.has(PENDING_KEY)).toBe(false);
});
