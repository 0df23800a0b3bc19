import { z } from 'zod';

type ComponentMeta = { id: string; description?: string; examples?: unknown[] };

const components: { schema: z.ZodType; meta: ComponentMeta }[] = [];

/**
 * Names a schema: it is published once in `components.schemas` and every operation (or
 * other schema) using it refers to it there. Domains name their shared shapes (School,
 * Product, Order…) in their `openapi.ts`.
 */
export function named<T extends z.ZodType>(id: string, schema: T, meta: Omit<ComponentMeta, 'id'> = {}): T {
  if (components.some((c) => c.meta.id === id)) throw new Error(`OpenAPI component ${id} named twice`);
  components.push({ schema, meta: { id, ...meta } });
  return schema;
}

export function namedComponents(): readonly { schema: z.ZodType; meta: ComponentMeta }[] {
  return components;
}

/** API.md's error body, the answer of every failed call. */
export const errorBody = named(
  'Error',
  z.object({
    success: z.literal(false),
    error: z.string().meta({ description: 'Messaggio in italiano per la persona' }),
    code: z.string().meta({ description: 'Codice per i programmi (VALIDATION, UNAUTHORIZED, CSRF, NOT_FOUND…)' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Messaggio per ogni campo non valido' }),
  }),
  { examples: [{ success: false, error: 'Scuola non trovata', code: 'NOT_FOUND' }] },
);

/** `{ "success": true }`, the answer of calls that have nothing else to say. */
export const okBody = named('Ok', z.object({ success: z.literal(true) }));

/** ISO 8601 timestamps as the API writes them (Date#toISOString). */
export const timestamp = z.string().meta({ format: 'date-time' });
