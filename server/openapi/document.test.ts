import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../http/api-routes.ts';
import { namedComponents } from './components.ts';
import { allOperations, openApiDocument, openApiPath, operationIdOf } from './document.ts';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

describe('OpenAPI description', () => {
  it('lists exactly the routes the API mounts', () => {
    const mounted = apiRoutes()
      .routes.filter((route) => methods.has(route.method))
      .map((route) => `${route.method.toLowerCase()} ${route.path}`);
    const documented = allOperations().map((op) => `${op.method} ${op.path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...new Set(mounted)].sort()).toEqual([...documented].sort());
  });

  it('turns Hono paths into OpenAPI paths and names operations', () => {
    expect(openApiPath('/orders/:orderId')).toBe('/api/orders/{orderId}');
    expect(openApiPath('/schools/:code{[A-Z0-9]+}/classes')).toBe('/api/schools/{code}/classes');
    expect(
      operationIdOf({ method: 'post', path: '/admin/orders/:id/status', summary: '', tag: '', access: 'admin' }),
    ).toBe('postAdminOrdersIdStatus');
  });

  it('describes every success answer with a named schema', () => {
    const missing = allOperations().filter((op) => !op.response);
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const doc = openApiDocument('https://shop.example') as unknown as Doc;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [, response] of success) {
          const media = Object.values(response.content ?? {});
          expect(media.length, `${method} ${path}`).toBe(1);
          const ref = media[0]!.schema.$ref ?? '';
          expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
        }
      }
    }
    for (const name of ['School', 'Adoption', 'Book', 'Product', 'Article', 'Comment', 'Order', 'OrderLine', 'Cart']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(doc.components.schemas.Tenant).toBeDefined();
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it('gives every operation an id, its security and the error statuses its access implies', () => {
    const doc = openApiDocument('https://shop.example') as unknown as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const item of Object.values(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(op.security).toBeDefined();
        expect(op.responses['500']).toBeDefined();
        if (op.security.length > 0) {
          expect(op.responses['401'], op.operationId).toBeDefined();
          expect(op.responses['403'], op.operationId).toBeDefined();
        }
        if (method !== 'get') expect(op.responses['403'], op.operationId).toBeDefined();
      }
    }
    const checkout = doc.paths['/api/checkout']!.post!;
    expect(Object.keys(checkout.responses)).toEqual(expect.arrayContaining(['200', '201', '401', '403', '409', '422']));
    // A guest (no session) or a customer (cookie and CSRF header).
    expect(checkout.security).toEqual([{}, { session: [], csrf: [] }]);
    expect(doc.paths['/api/admin/orders']!.get!.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/regions']!.get!.security).toEqual([]);
    const pageview = doc.paths['/api/analytics/pageview']!.post!;
    expect(pageview.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['path'] } } },
    });
    expect(pageview.responses['202']).toBeDefined();
    expect(pageview.responses['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('gives examples (taken from the demo shop) that follow their own schemas', () => {
    let examples = 0;
    for (const { schema, meta } of namedComponents()) {
      for (const example of meta.examples ?? []) {
        expect(schema.safeParse(example).error?.issues ?? [], meta.id).toEqual([]);
        examples += 1;
      }
    }
    for (const op of allOperations()) {
      if (op.example === undefined) continue;
      expect(op.response?.safeParse(op.example).error?.issues ?? [], `${op.method} ${op.path}`).toEqual([]);
      examples += 1;
    }
    expect(examples).toBeGreaterThan(3);
  });
});
