import { z } from 'zod';

/**
 * A number field of an API schema as a form sends it (the digits typed): the text becomes a number before
 * the schema checks it, so the schema's own messages show (ADR 0049); a blank or non-number is left as it
 * is, for the schema's "must be a number".
 */
export function numberFromText<Schema extends z.ZodType<number>>(schema: Schema) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value,
    schema,
  );
}
