import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../http/api-routes.ts';
import { allOperations, openApiDocument, openApiPath } from './document.ts';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

describe('OpenAPI description', () => {
  it('lists exactly the routes the API mounts', () => {
    const mounted = apiRoutes()
      .routes.filter((route) => methods.has(route.method))
      .map((route) => `${route.method.toLowerCase()} ${route.path}`);
    const documented = allOperations().map((op) => `${op.method} ${op.path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...new Set(mounted)].sort()).toEqual([...documented].sort());
  });

  it('turns Hono paths into OpenAPI paths', () => {
    expect(openApiPath('/orders/:orderId')).toBe('/api/orders/{orderId}');
    expect(openApiPath('/schools/:code{[A-Z0-9]+}/classes')).toBe('/api/schools/{code}/classes');
  });

  it('builds a valid-looking OpenAPI 3.1 document with bodies and the error format', () => {
    const doc = openApiDocument('https://shop.example') as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const pageview = doc.paths['/api/analytics/pageview']?.post;
    expect(pageview?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['path'] } } },
    });
    expect(pageview?.responses['202']).toBeDefined();
    expect(pageview?.responses['400']).toEqual({ $ref: '#/components/responses/Error' });
  });
});
