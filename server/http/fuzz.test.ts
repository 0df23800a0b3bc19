import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { allOperations } from '../openapi/document.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';

// Property-based tests over every documented API call and its zod schemas, with hostile
// input: wrong types, huge and deep values, control characters, odd Unicode. Whatever comes
// in, the answer is never a 5xx, and every error is in API.md's format.

/** Calls that end the caller's session or cost a second per failure: a few runs only. */
const FEW_RUNS = new Set(['/auth/logout', '/auth/login', '/admin/login', '/auth/account-deletion']);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\r\nSet-Cookie: x=1',
    '\uD800',
    '\u202Egnp.exe',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'ﷺ'.repeat(50),
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '%ED%A0%80',
    '%E0%A4%A',
    '9'.repeat(400),
    '-1',
    '1e308',
    'NaN',
    '__proto__',
    'constructor',
  ),
  fc.nat(5).map((n) => 'x'.repeat(10 ** n)),
);

const deep = (depth: number): unknown => {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.bigInt().map((b) => b.toString()),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 53 + 1),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.nat(3).map((n) => deep(10 ** n)),
  fc.array(fc.constant({ type: 'product', id: '1', quantity: 1 }), { maxLength: 600 }),
);

function keysOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** A body built on the schema's own field names (so it gets past the first checks), or anything. */
function bodyFor(op: ApiOperation): fc.Arbitrary<unknown> {
  const keys = keysOf(op.body);
  const shaped =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
      : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  return fc.oneof(shaped, hostileValue);
}

function queryFor(op: ApiOperation): fc.Arbitrary<string> {
  const keys = [...keysOf(op.query), 'q', 'page'];
  return fc.array(fc.tuple(fc.constantFrom(...keys), hostileString), { maxLength: 4 }).map((pairs) => {
    const search = new URLSearchParams();
    for (const [k, v] of pairs) search.append(k, v);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

const pathFor = (op: ApiOperation) =>
  fc.array(hostileString, { minLength: 4, maxLength: 4 }).map((values) => {
    let i = 0;
    return `/api${op.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, () => encodeURIComponent(values[i++ % 4]!.toWellFormed()))}`;
  });

function expectApiError(status: number, body: unknown, what: string) {
  expect(status, what).toBeLessThan(500);
  if (status >= 400) {
    expect(body, what).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  }
}

it('every documented zod schema answers hostile input without throwing', () => {
  const schemas = allOperations().flatMap((op) => [op.body, op.query].filter((s): s is z.ZodType => Boolean(s)));
  expect(schemas.length).toBeGreaterThan(10);
  fc.assert(
    fc.property(hostileValue, (value) => {
      for (const schema of schemas) schema.safeParse(value);
      for (const schema of schemas) {
        const keys = keysOf(schema);
        if (keys.length > 0) schema.safeParse(Object.fromEntries(keys.map((k) => [k, value])));
      }
    }),
    { numRuns: 200 },
  );
});

// Every zod schema the code exports, not only those in the document: page forms, stored
// JSON, configuration. Their checks (refine, transform, pipe) must refuse, never throw.
const modules = import.meta.glob<Record<string, unknown>>([
  '../**/*.ts',
  '../../common/**/*.ts',
  '!../**/*.test.ts',
  '!../../common/**/*.test.ts',
  '!../test/**',
  '!../launch.ts',
  '!../main.ts',
]);

it('every exported zod schema of server/ and common/ refuses hostile input without throwing', async () => {
  const schemas: [string, z.ZodType][] = [];
  for (const [file, load] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(await load())) {
      if (value instanceof z.ZodType) schemas.push([`${file}#${name}`, value]);
    }
  }
  expect(schemas.length).toBeGreaterThan(40);
  fc.assert(
    fc.property(hostileValue, (value) => {
      for (const [name, schema] of schemas) {
        const shaped = keysOf(schema).length > 0 ? Object.fromEntries(keysOf(schema).map((k) => [k, value])) : value;
        for (const input of [value, shaped]) {
          try {
            schema.safeParse(input);
          } catch (error) {
            throw new Error(`${name} threw on ${JSON.stringify(input)?.slice(0, 200)}: ${String(error)}`);
          }
        }
      }
    }),
    { numRuns: 100 },
  );
});

/** Headers a hostile client sends along: odd types, junk cookies and forwarded addresses. */
const hostileHeaders = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; boundary=\u0000',
    ),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*'),
    cookie: fc.constantFrom('', 'session=%00', '__Host-session=x'.repeat(50), 'a=\u00e9', 'csrf=1; csrf=2'),
    'x-forwarded-for': fc.constantFrom('', 'not-an-ip', '1.1.1.1, \u0000', '::1, 999.1.1.1'),
    'x-csrf-token': fc.constantFrom('', 'a'.repeat(64), '%00'),
  },
  { requiredKeys: [] },
);

/** What an HTTP header can carry at all (Latin-1 without control characters). */
const headerSafe = (v: string) =>
  [...v]
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return code >= 32 && code !== 127 && code <= 255;
    })
    .join('')
    .trim();

describeEachDatabase('fuzzing the API', (kind) => {
  const app = useTestApp(kind);
  // Card payments configured (never called here): the webhook checks signatures for real.
  const withStripe = useTestApp(kind, {
    STRIPE_SECRET_KEY: 'sk_test_fuzz',
    STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });

  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };

  it('hostile headers and methods on every documented path: no 5xx, errors in API.md’s format', async () => {
    const customer = await registerCustomer(app());
    const operations = allOperations();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        hostileHeaders,
        fc.oneof(
          hostileString,
          hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
        ),
        fc.boolean(),
        async (op, method, extra, body, signedIn) => {
          const headers = new Headers(signedIn ? customer.headers : undefined);
          for (const [k, v] of Object.entries(extra)) headers.set(k, headerSafe(v));
          const path = `/api${op.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '1')}`;
          const res = await app().request(path, {
            method,
            headers,
            body: method === 'GET' || method === 'OPTIONS' ? undefined : body,
          });
          const text = await res.text();
          expectApiError(res.status, parse(text), `${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 8) * 20 },
    );
  }, 120_000);

  it('the Stripe webhook refuses hostile bodies and signatures with a 400 in API.md’s format', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileString,
          hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
        ),
        fc.oneof(
          hostileString,
          fc.nat().map((t) => `t=${t},v1=${'0'.repeat(64)}`),
        ),
        async (body, signature) => {
          const res = await withStripe().request('/api/payments/stripe/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': headerSafe(signature) },
            body,
          });
          const text = await res.text();
          expect(res.status, text).toBe(400);
          expectApiError(res.status, parse(text), `webhook → ${res.status} ${text.slice(0, 200)}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('no hostile request gets a 5xx; every error is in API.md’s format', async () => {
    const customer = await registerCustomer(app());
    const admin = await loginAdmin(app());
    const operations = allOperations().filter((op) => !op.rawBody);
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      const caller = op.access === 'public' ? null : op.access === 'customer' ? customer : admin;
      const who = op.access === 'public' ? [null, customer] : [caller];
      await fc.assert(
        fc.asyncProperty(pathFor(op), queryFor(op), bodyFor(op), fc.boolean(), async (path, query, body, asText) => {
          for (const signedIn of who) {
            const method = op.method.toUpperCase();
            const headers = new Headers(signedIn?.headers);
            const init: RequestInit = { method, headers };
            if (method !== 'GET') {
              headers.set('content-type', 'application/json');
              // Sometimes not JSON at all.
              init.body = asText && typeof body === 'string' ? body : JSON.stringify(body);
            }
            const res = await app().request(`${path}${query}`, init);
            const text = await res.text();
            const what = `${method} ${path}${query.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`;
            let parsed: unknown = null;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            expectApiError(res.status, parsed, what);
          }
        }),
        { numRuns: FEW_RUNS.has(op.path) ? 2 : RUNS },
      );
    }
  }, 600_000);
});
