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
import { brandingOperations } from '../tenants/branding-openapi.ts';
import { domainOperations } from '../tenants/domain-openapi.ts';
import { shopPaymentsOperations } from '../tenants/payments-openapi.ts';
import { namedComponents } from './components.ts';
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
    ...domainOperations,
    ...shopPaymentsOperations,
    ...brandingOperations,
    ...adminOrdersOperations,
    ...booksOperations,
    ...pricingOperations,
    ...importOperations,
    ...backOfficeOperations,
  ];
}

const metaOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'Questa descrizione OpenAPI',
    tag: 'API',
    access: 'public',
    operationId: 'getOpenApiDocument',
    response: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'Riferimento dell’API per le persone (Scalar, servito da questo indirizzo)',
    tag: 'API',
    access: 'public',
    operationId: 'getApiReference',
    contentType: 'text/html',
    response: z.string(),
  },
  {
    method: 'get',
    path: '/docs/scalar.js',
    summary: 'Lo script del riferimento (Scalar API Reference)',
    tag: 'API',
    access: 'public',
    operationId: 'getApiReferenceScript',
    contentType: 'application/javascript',
    response: z.string(),
  },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // Zod 4 describes its own schemas; transforms and refinements are described by their input
  // or output side, which is what a client sends or receives.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function queryParameters(schema: z.ZodType): unknown[] {
  const described = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(described.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: described.required?.includes(name) ?? false,
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** Hono's `/orders/:id` → OpenAPI's `/orders/{id}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')}`;
}

/** `post /admin/orders/:id/status` → `postAdminOrdersIdStatus`, unless the operation names itself. */
export function operationIdOf(op: ApiOperation): string {
  if (op.operationId) return op.operationId;
  const words = op.path
    .replace(/\{[^}]*\}/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return op.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const accessText: Record<ApiOperation['access'], string> = {
  public: 'Pubblica.',
  customer: 'Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.',
  owner:
    'Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.',
  admin: 'Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.',
  backoffice:
    'Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.',
  operator:
    'Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.',
};

/** Who may call: the session cookie (with the CSRF header on changes) and, wherever an administrator may, a bearer token. */
export function securityOf(op: ApiOperation): Record<string, string[]>[] {
  const changes = op.method !== 'get';
  const cookie: Record<string, string[]> = changes ? { session: [], csrf: [] } : { session: [] };
  switch (op.access) {
    case 'public':
      // `{}` first: nobody signed in is fine; with the session cookie, the CSRF header too.
      return op.optionalSession ? [{}, cookie] : [];
    case 'customer':
      return [cookie];
    default:
      return [cookie, { bearer: [] }];
  }
}

const standardErrors: Record<number, string> = {
  400: 'Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali)',
  401: 'Accesso richiesto: sessione o token assente o scaduto',
  403: 'Operazione non consentita a questo account, o token CSRF mancante o errato',
  404: 'Risorsa non trovata',
  413: 'Richiesta troppo grande',
  500: 'Errore imprevisto',
  503: 'Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi',
};

/** Every error status an operation can answer: those its access, input and path imply, and its own. */
export function errorStatuses(op: ApiOperation): Record<number, string> {
  const statuses: Record<number, string> = {};
  const hasPathParams = op.path.includes(':');
  // Every request may be refused with 400: control characters anywhere are refused by one middleware.
  statuses[400] = standardErrors[400]!;
  if (op.access !== 'public') statuses[401] = standardErrors[401]!;
  // Changes are refused without the CSRF token whenever a session cookie comes with them.
  if (op.access !== 'public' || op.method !== 'get') statuses[403] = standardErrors[403]!;
  if (hasPathParams) statuses[404] = standardErrors[404]!;
  if (op.method !== 'get') statuses[413] = standardErrors[413]!;
  Object.assign(statuses, op.errors ?? {});
  statuses[500] = standardErrors[500]!;
  statuses[503] ??= standardErrors[503]!;
  return statuses;
}

/** What each tag groups; a tag without a line here gets a generic one (family-server adds its own). */
const tagDescriptions: Record<string, string> = {
  API: 'La descrizione stessa',
  'Account e accesso': 'Registrazione, accesso, profilo, dati personali ed eliminazione dell’account',
  Librerie: 'Registrazione di una nuova libreria',
  'Registro di sicurezza': 'Segnalazioni dal browser e registro per gli amministratori',
  Statistiche: 'Pagine viste (solo con il consenso)',
  'Scuole e libri adottati': 'Dati del Ministero: scuole, classi e libri adottati',
  'Catalogo prodotti per la scuola': 'Materiale scolastico del negozio, categorie, fornitori e preferiti',
  'Carrello, ordini e pagamenti': 'Carrello, checkout, ordini del cliente e webhook di Stripe',
  'Blog didattico': 'Articoli, commenti e like',
  'Recensioni verificate': 'Recensioni di chi ha comprato, e la loro moderazione',
  'Back office': 'Gestione della libreria: ordini, libri, statistiche, persone, staff, importazioni',
};

function pascal(id: string): string {
  return id[0]!.toUpperCase() + id.slice(1);
}

type Built = { schemas: Record<string, unknown>; refs: Map<ApiOperation, string> };

/** Named components and each operation's answer, converted together so they refer to each other. */
function responseSchemas(operations: ApiOperation[]): Built {
  const registry = z.registry<{ id: string; description?: string; examples?: unknown[] }>();
  for (const { schema, meta } of namedComponents()) registry.add(schema, meta);
  const refs = new Map<ApiOperation, string>();
  for (const op of operations) {
    if (!op.response) continue;
    const existing = registry.get(op.response);
    if (existing) {
      refs.set(op, existing.id);
      continue;
    }
    const id = `${pascal(operationIdOf(op))}Response`;
    registry.add(op.response, { id, ...(op.example !== undefined ? { examples: [op.example] } : {}) });
    refs.set(op, id);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const cleaned: Record<string, unknown> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Record<string, unknown>;
    cleaned[id] = rest;
  }
  return { schemas: cleaned, refs };
}

function successResponse(op: ApiOperation, ref: string | undefined, description: string): Record<string, unknown> {
  if (!ref) return { description };
  const type = op.contentType ?? 'application/json';
  return { description, content: { [type]: { schema: { $ref: `#/components/schemas/${ref}` } } } };
}

/** The OpenAPI 3.1 document served at /api/openapi.json. */
export function openApiDocument(publicUrl: string, operations = allOperations()): Record<string, unknown> {
  const { schemas, refs } = responseSchemas(operations);
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const op of operations) {
    const path = openApiPath(op.path);
    tags.add(op.tag);
    const pathParameters = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const ref = refs.get(op);
    const responses: Record<string, unknown> = { [String(op.status ?? 200)]: successResponse(op, ref, 'OK') };
    for (const [status, description] of Object.entries(op.alsoSuccess ?? {})) {
      responses[status] = successResponse(op, ref, description);
    }
    for (const [status, description] of Object.entries(errorStatuses(op))) {
      responses[status] = {
        description,
        ...(status === '429' || status === '503'
          ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[path] ??= {};
    paths[path][op.method] = {
      operationId: operationIdOf(op),
      summary: op.summary,
      description: accessText[op.access],
      tags: [op.tag],
      security: securityOf(op),
      parameters: [...pathParameters, ...(op.query ? queryParameters(op.query) : [])],
      ...(op.body
        ? {
            requestBody: {
              required: !op.bodyOptional,
              content: {
                'application/json': { schema: jsonSchema(op.body, 'input') },
                ...(op.uploadField
                  ? {
                      'multipart/form-data': {
                        schema: {
                          type: 'object',
                          required: [op.uploadField],
                          properties: {
                            [op.uploadField]: {
                              type: 'array',
                              items: { type: 'string', contentMediaType: 'application/octet-stream' },
                            },
                          },
                        },
                      },
                    }
                  : {}),
              },
            },
          }
        : {}),
      ...(op.binaryBody
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                op.binaryBody.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
              ),
            },
          }
        : {}),
      ...(op.rawBody
        ? {
            requestBody: {
              required: true,
              description: 'Il corpo esatto inviato da Stripe, firmato nell’intestazione Stripe-Signature',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cartella API',
      version: '1',
      description:
        'API JSON di Cartella: scuole e libri adottati, account, carrello e ordini, catalogo, blog, back office. ' +
        'Le modifiche con il cookie di sessione richiedono X-CSRF-Token (da GET /api/auth/csrf o dal login); ' +
        'i programmi del gestore usano Authorization: Bearer (POST /api/admin/login). ' +
        'Ogni errore ha il corpo `Error`.',
      license: { name: 'Proprietaria', identifier: 'LicenseRef-Cartella' },
    },
    servers: [{ url: publicUrl }],
    tags: [...tags].map((name) => ({ name, description: tagDescriptions[name] ?? `Chiamate: ${name}` })),
    components: {
      schemas,
      headers: {
        RetryAfter: { description: 'Secondi da attendere prima di riprovare', schema: { type: 'integer' } },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'cartella_session',
          description: 'Cookie di sessione (`__Host-cartella_session` su HTTPS)',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description: 'Token CSRF della sessione, obbligatorio con il cookie su ogni modifica',
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'Token amministratore da POST /api/admin/login' },
      },
    },
    paths,
  };
}
