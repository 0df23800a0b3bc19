import { afterEach, expect, it, vi } from 'vitest';
import { randomId } from './random-id.ts';

afterEach(() => vi.unstubAllGlobals());

it('makes a v4 UUID without crypto.randomUUID (plain-HTTP pages)', () => {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
  const ids = new Set(Array.from({ length: 100 }, () => randomId()));
  expect(ids.size).toBe(100);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
