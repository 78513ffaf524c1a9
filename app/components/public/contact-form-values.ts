/** The contact form's fields: what the browser's form, the page's action and the API take. */
export type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'message';
export type Values = Record<FieldName, string>;
export type Errors = Partial<Record<FieldName, string>>;

export const fieldNames: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'message'];
export const emptyValues: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/**
 * What the contact page's action answers a form post made without JavaScript (or before the page's
 * JavaScript ran): sent, the fields' errors, or a failure; the typed text comes back to stay in the form.
 */
export type ContactFormResult =
  | { status: 'sent' }
  | { status: 'invalid'; values: Values; errors: Errors }
  | { status: 'failed'; values: Values; detail?: string };

/** The form's values out of a posted form (anything missing is blank). */
export function formValues(form: FormData): Values & { website: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    website: text('website'),
  };
}

/** The first message of each field a failed parse names. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0] as FieldName;
    if (fieldNames.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
