import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from './document.ts';

/** One answer of the API as a test saw it. */
export type Exchange = {
  method: string;
  /** Path with its query string, e.g. `/api/schools?regione=LAZIO`. */
  url: string;
  status: number;
  contentType: string | null;
  body: string;
};

type MediaObject = { schema?: { $ref?: string } };
type ResponseObject = { content?: Record<string, MediaObject> };
type OperationObject = { operationId: string; responses: Record<string, ResponseObject> };
type Doc = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
};

const DOC_ID = 'https://cartella.invalid/openapi.json';

/**
 * Checks answers against /api/openapi.json the way a validating proxy would: the status
 * must be one the operation lists, the media type the one it lists (JSON with
 * `charset=utf-8`), and the body must match its schema. Used by the test app and the
 * end-to-end server so every exchange of the suites is checked.
 */
export function contractChecker(doc: Doc = openApiDocument('http://localhost') as unknown as Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: doc.components }, DOC_ID);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (ref: string): ValidateFunction => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };

  // Literal paths before templated ones (`/admin/orders.csv` before `/admin/orders/{id}`).
  const routes = Object.entries(doc.paths)
    .map(([path, item]) => ({
      item,
      params: (path.match(/\{/g) ?? []).length,
      regex: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);

  /** A sentence saying what does not match, or null when the exchange follows the document. */
  return function check(exchange: Exchange): string | null {
    const path = exchange.url.split('?')[0]!;
    if (!path.startsWith('/api/')) return null;
    const method = exchange.method.toLowerCase();
    const what = `${exchange.method} ${exchange.url} → ${exchange.status}`;
    // A host that is no live shop answers every address the same way (issue 14, docs/api.md).
    if (
      (exchange.status === 404 || exchange.status === 503) &&
      /"code":"SHOP_(NOT_FOUND|UNAVAILABLE|NOT_OPEN)"/.test(exchange.body)
    ) {
      return checkBody(what, exchange, { schema: { $ref: '#/components/schemas/Error' } });
    }
    const operation = routes.find((r) => r.regex.test(path) && r.item[method])?.item[method];
    if (!operation) {
      // An address the API does not have: only the JSON 404 (or 405/CSRF refusal, or the 400
      // of the control-character and body-limit guards that run before routing) is allowed.
      if (![400, 403, 404, 405, 413].includes(exchange.status)) return `${what}: no such operation in the document`;
      return checkBody(what, exchange, { schema: { $ref: '#/components/schemas/Error' } });
    }
    const response = operation.responses[String(exchange.status)] ?? operation.responses.default;
    if (!response) {
      return `${what}: ${operation.operationId} does not list status ${exchange.status} (it lists ${Object.keys(operation.responses).join(', ')})`;
    }
    const media = Object.entries(response.content ?? {});
    if (media.length === 0) return exchange.body === '' ? null : `${what}: the document describes no body`;
    const type = (exchange.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const described = media.find(([name]) => name === type);
    if (!described) return `${what}: content type ${exchange.contentType} is not ${media.map(([n]) => n).join(' or ')}`;
    if (type === 'application/json' && !/;\s*charset=utf-8/i.test(exchange.contentType ?? '')) {
      return `${what}: JSON without "charset=utf-8" (${exchange.contentType})`;
    }
    return checkBody(what, exchange, described[1]);
  };

  function checkBody(what: string, exchange: Exchange, media: MediaObject): string | null {
    const ref = media.schema?.$ref;
    if (!ref) return null;
    const type = (exchange.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    let value: unknown = exchange.body;
    if (type === 'application/json') {
      try {
        value = JSON.parse(exchange.body);
      } catch {
        return `${what}: body is not JSON`;
      }
    }
    const validate = validatorFor(ref);
    if (validate(value)) return null;
    const problems = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
      .join('; ');
    return `${what}: body does not match ${ref}: ${problems}`;
  }
}

export type ContractCheck = ReturnType<typeof contractChecker>;

/** The body as the client reads it: in-process answers come still gzip or brotli coded. */
async function decodedText(res: Response): Promise<string> {
  const coding = res.headers.get('content-encoding');
  if (!coding) return res.clone().text();
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** Checks an in-process or fetched Response without consuming it; throws on the first mismatch. */
export async function assertContract(check: ContractCheck, method: string, url: string, res: Response): Promise<void> {
  const path = new URL(url, 'http://localhost');
  if (!path.pathname.startsWith('/api/')) return;
  const contentType = res.headers.get('content-type');
  // A stream of server-sent events never ends on its own: its media type is what is checked.
  const body = contentType?.startsWith('text/event-stream') ? '' : await decodedText(res);
  const problem = check({ method, url: path.pathname + path.search, status: res.status, contentType, body });
  if (problem) throw new Error(`API answer does not follow /api/openapi.json: ${problem}`);
}
