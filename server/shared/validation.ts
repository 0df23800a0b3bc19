import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses input with a zod schema; on failure throws a 400 with Italian per-field messages. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Dati non validi';
  throw new AppError('VALIDATION', `Dati non validi: ${first}`, { fields });
}
