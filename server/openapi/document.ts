import { z } from 'zod';
import { accountsOperations } from '../accounts/openapi.ts';
import { staffOperations } from '../accounts/staff-openapi.ts';
import { analyticsOperations } from '../analytics/openapi.ts';
import { backOfficeOperations } from '../backoffice/openapi.ts';
import { blogOperations } from '../blog/openapi.ts';
import { booksOperations, familyBooksOperations } from '../books/openapi.ts';
import { catalogOperations } from '../catalog/openapi.ts';
import { listsOperations } from '../lists/openapi.ts';
import { adminOrdersOperations } from '../orders/admin-openapi.ts';
import { ordersOperations } from '../orders/openapi.ts';
import { pricingOperations } from '../pricing/openapi.ts';
import { privacyOperations } from '../privacy/openapi.ts';
import { reviewsOperations } from '../reviews/openapi.ts';
import { importOperations } from '../schools/import-openapi.ts';
import { schoolsOperations } from '../schools/openapi.ts';
import { securityOperations } from '../security/openapi.ts';
import type { ApiOperation } from './types.ts';

/** Every domain's documented calls. Add a domain's list here when it mounts its router. */
export function allOperations(): ApiOperation[] {
  return [
    ...metaOperations,
    ...accountsOperations,
    ...privacyOperations,
    ...securityOperations,
    ...analyticsOperations,
    ...schoolsOperations,
    ...familyBooksOperations,
    ...listsOperations,
    ...catalogOperations,
    ...ordersOperations,
    ...blogOperations,
    ...reviewsOperations,
    ...staffOperations,
    ...adminOrdersOperations,
    ...booksOperations,
    ...pricingOperations,
    ...importOperations,
    ...backOfficeOperations,
  ];
}

const metaOperations: ApiOperation[] = [
  { method: 'get', path: '/openapi.json', summary: 'Questa descrizione OpenAPI', tag: 'API', access: 'public' },
];

const errorSchema = {
  type: 'object',
  required: ['success', 'error', 'code'],
  properties: {
    success: { const: false },
    error: { type: 'string', description: 'Messaggio in italiano per la persona' },
    code: { type: 'string', description: 'Codice per i programmi' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // Zod 4 describes its own schemas; transforms and refinements are described by their input
  // or output side, which is what a client sends or receives.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function queryParameters(schema: z.ZodType): unknown[] {
  const described = jsonSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(described.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: described.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** Hono's `/orders/:id` → OpenAPI's `/orders/{id}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')}`;
}

const accessText: Record<ApiOperation['access'], string> = {
  public: 'Pubblica.',
  customer: 'Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.',
  owner: 'Richiede la sessione del titolare della libreria e, per le modifiche, X-CSRF-Token.',
  admin: 'Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.',
  backoffice:
    'Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Per le modifiche con il cookie, X-CSRF-Token.',
  operator:
    'Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.',
};

/** The OpenAPI 3.1 document served at /api/openapi.json. */
export function openApiDocument(publicUrl: string, operations = allOperations()): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    const pathParameters = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: {
        description: 'OK',
        ...(op.response ? { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } } : {}),
      },
      '400': { $ref: '#/components/responses/Error' },
      '500': { $ref: '#/components/responses/Error' },
    };
    for (const [status, description] of Object.entries(op.errors ?? {})) {
      responses[status] = { description, content: { 'application/json': { schema: errorSchema } } };
    }
    paths[path] ??= {};
    paths[path][op.method] = {
      summary: op.summary,
      description: accessText[op.access],
      tags: [op.tag],
      parameters: [...pathParameters, ...(op.query ? queryParameters(op.query) : [])],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      ...(op.rawBody ? { requestBody: { required: true, content: { 'application/json': { schema: {} } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cartella API',
      version: '1',
      description: 'API JSON di Cartella: scuole e libri adottati, account, carrello e ordini, catalogo, blog.',
    },
    servers: [{ url: publicUrl }],
    components: {
      responses: { Error: { description: 'Errore', content: { 'application/json': { schema: errorSchema } } } },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'cartella_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
