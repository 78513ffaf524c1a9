import type { z } from 'zod';
import { badRequest } from '../http/http-errors.ts';

/** Parses input with a zod schema; a failure is a 400 naming every bad field and the first problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.') || 'body';
    fields[name] ??= issue.message;
  }
  const [first] = result.error.issues;
  throw badRequest(first?.message ?? 'Invalid request', fields);
}
