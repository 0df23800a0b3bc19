import type { z } from 'zod';

/**
 * One API call as documented in /api/openapi.json. Each domain lists its calls in
 * `server/<domain>/openapi.ts`; the contract test checks that every mounted /api route is
 * listed and every listed call is mounted, and the test app validates every answer the
 * suites receive against the document, so the description cannot drift from the code.
 */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Hono-style path below /api, e.g. `/schools/:code`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it; `public` needs nothing, the others need that session or token. */
  access: 'public' | 'customer' | 'admin' | 'owner' | 'backoffice' | 'operator';
  /** A public call that also takes a customer's session (guest or customer checkout). */
  optionalSession?: boolean;
  /** Unique name for generated clients; derived from method and path when absent. */
  operationId?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out. */
  bodyOptional?: boolean;
  /**
   * Shape of the successful answer (JSON unless `contentType` says otherwise). A schema
   * registered in `server/openapi/components.ts` is referenced by its name; any other is
   * published as `<OperationId>Response`. Every operation must have one (checked by a test).
   */
  response?: z.ZodType;
  /** Media type of the successful answer (default application/json). */
  contentType?:
    | 'application/json'
    | 'text/csv'
    | 'image/svg+xml'
    | 'text/event-stream'
    | 'text/html'
    | 'application/javascript';
  /** The body may also be a multipart/form-data upload with files in this field. */
  uploadField?: string;
  /** Successful status (default 200). */
  status?: number;
  /** Other successful statuses answering the same body, with what they mean. */
  alsoSuccess?: Record<number, string>;
  /** Error statuses this call answers besides those its access, input and path imply. */
  errors?: Record<number, string>;
  /** The body is a file's bytes, sent with one of these media types (no JSON). */
  binaryBody?: string[];
  /** Raw body (webhooks): documented as such, never parsed as JSON. */
  rawBody?: boolean;
  /** An example answer, taken from the demo data. */
  example?: unknown;
};
