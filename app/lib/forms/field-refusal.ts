import type { FormRefusal } from './use-api-form.ts';

/**
 * The API's field messages that belong to a form's fields (named in `names`), as the refusal to show under
 * them; nothing when none does (the refusal is then said elsewhere, or as the form's error by the caller).
 */
export function fieldRefusal(
  fields: Record<string, string> | undefined,
  names: readonly string[],
): FormRefusal | undefined {
  const known = Object.entries(fields ?? {}).filter(([name]) => names.includes(name));
  return known.length > 0 ? { fields: Object.fromEntries(known) } : undefined;
}
