import type { ApiError } from '../api.ts';
import type { FormRefusal } from './use-api-form.ts';

/**
 * The API's field messages that belong to this form's own fields, to show under them (ADR 0049); undefined
 * when the refusal names none of them, so the form says it its own way (a notice, the form's error).
 */
export function fieldRefusal(error: ApiError, names: readonly string[]): FormRefusal | undefined {
  const known = Object.entries(error.fields).filter(([name]) => names.includes(name));
  return known.length > 0 ? { fields: Object.fromEntries(known) } : undefined;
}
