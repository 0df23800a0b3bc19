import type { z } from 'zod';

/**
 * One API call as documented in /api/openapi.json. Each domain lists its calls in
 * `server/<domain>/openapi.ts`; the contract test checks that every mounted /api route is
 * listed and every listed call is mounted, so the description cannot drift from the code.
 */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Hono-style path below /api, e.g. `/schools/:code`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it; `public` needs nothing, the others need that session or token. */
  access: 'public' | 'customer' | 'admin' | 'owner' | 'backoffice' | 'operator';
  query?: z.ZodType;
  body?: z.ZodType;
  /** Shape of the successful answer, when it is worth describing. */
  response?: z.ZodType;
  /** Successful status (default 200). */
  status?: number;
  /** Error statuses this call answers besides 400/500, with what they mean. */
  errors?: Record<number, string>;
  /** Raw body (webhooks): documented as such, never parsed as JSON. */
  rawBody?: boolean;
};
