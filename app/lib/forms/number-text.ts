import { z } from 'zod';
import { parseDollars } from '../admin/dollars.ts';

type Read = { ok: true; value: number } | { ok: false; message: string };

/**
 * A field typed as text whose API field is a number: `read` turns the text into the number (or says what is
 * wrong with it in words), then the API's own rule for that number checks it, so its messages show as they
 * are. With `blankIsNull`, a blank field is null (not known) and goes to the API's rule as null.
 */
function numberText<Out>(
  apiField: z.ZodType<Out, number | null | undefined>,
  read: (text: string) => Read,
  blankIsNull: boolean,
) {
  return z
    .string()
    .transform((text, ctx): number | null | undefined => {
      if (blankIsNull && text.trim() === '') return null;
      const result = read(text);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    .pipe(apiField);
}

/**
 * A money field typed in dollars ("1,234.50", ADR 0049) for an API field of integer cents: the dollars'
 * words first (`parseDollars`, named by `label`), then the API's rule for the cents.
 */
export function dollarsText<Out>(
  apiCents: z.ZodType<Out, number | null | undefined>,
  label: string,
  { blankIsNull = false } = {},
) {
  return numberText(
    apiCents,
    (text) => {
      const parsed = parseDollars(text, label);
      return parsed.ok ? { ok: true, value: parsed.cents } : parsed;
    },
    blankIsNull,
  );
}

/**
 * A count typed as text for an API field that takes a number; text that is no number reaches the API's rule
 * as NaN, so its own message shows. Blank is null.
 */
export function countText<Out>(apiCount: z.ZodType<Out, number | null | undefined>) {
  return numberText(apiCount, (text) => ({ ok: true, value: Number(text.trim()) }), true);
}

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
