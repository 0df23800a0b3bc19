import { afterAll, beforeAll } from 'vitest';
import { type FailureFloor, realFailureFloor } from '../accounts/throttle.ts';
import type { AppServices } from '../context.ts';
import type { DbKind } from '../db/connection.ts';
import { SHARED_ANSWERS } from '../http/api-routes.ts';
import { createApp } from '../http/app.ts';
import { withSharedAnswers } from '../http/shared-answers.ts';
import { assertContract, contractChecker } from '../openapi/contract.ts';
import { createRuntime } from '../runtime.ts';
import { createTestDatabase, testConfig } from './database.ts';

/** A failure floor that answers at once and remembers what it was asked to wait. */
export function clockFreeFloor(minMs = realFailureFloor.minMs): FailureFloor & { waits: number[] } {
  const waits: number[] = [];
  return {
    minMs,
    waits,
    wait: async (ms) => {
      waits.push(ms);
    },
  };
}

export type TestApp = {
  services: AppServices;
  /**
   * Sends a request to the app in-process; paths are relative to http://localhost. Every
   * /api answer is checked against /api/openapi.json (status, media type, body): a test
   * whose exchange the document does not describe fails there.
   */
  request: (path: string, init?: RequestInit & { json?: unknown; host?: string }) => Promise<Response>;
};

/** A whole app (API and SEO routes, no pages; shared API answers kept) on a fresh database of the given kind. */
let sharedCheck: ReturnType<typeof contractChecker> | undefined;

export function useTestApp(kind: DbKind, configOverrides: Record<string, string> = {}): () => TestApp {
  let testApp: TestApp | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    const runtime = await createRuntime({ config: testConfig(configOverrides), database, seedDemo: false });
    // A failed sign-in does not wait out its second here; a test of that floor puts
    // realFailureFloor back (server/accounts/login-throttle.test.ts).
    runtime.services.loginFloor = clockFreeFloor();
    // The public API reads shared from memory as in production (no pages here).
    const app = createApp(runtime.services, { pagePolicies: withSharedAnswers(null, SHARED_ANSWERS) });
    close = async () => {
      // The LISTEN connection first: the test database is dropped after.
      await runtime.services.caches.close();
      await database.close();
    };
    testApp = {
      services: runtime.services,
      request: (path, init = {}) => {
        const { json, host, ...rest } = init;
        const headers = new Headers(rest.headers);
        headers.set('host', host ?? 'localhost');
        if (json !== undefined) headers.set('content-type', 'application/json');
        const body = json !== undefined ? JSON.stringify(json) : rest.body;
        const method = (rest.method ?? 'GET').toUpperCase();
        sharedCheck ??= contractChecker();
        const check = sharedCheck;
        return Promise.resolve(app.fetch(new Request(`http://localhost${path}`, { ...rest, headers, body }))).then(
          async (res) => {
            await assertContract(check, method, path, res);
            return res;
          },
        );
      },
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return () => {
    if (!testApp) throw new Error('test app not ready');
    return testApp;
  };
}
