/** The request page's form (issue 41): the traveller's fields beside the stay the page was opened with. */
export type RequestFieldName = 'name' | 'email' | 'phone' | 'message';
export type RequestValues = Record<RequestFieldName, string>;
export type RequestErrors = Partial<Record<RequestFieldName, string>>;

const fieldNames: RequestFieldName[] = ['name', 'email', 'phone', 'message'];

/**
 * What the page's action answers a form post (with or without JavaScript): the request received and held
 * until a time in the company's zone, the fields' errors, or a refusal said in plain words; the typed text
 * comes back to stay in the form.
 */
export type RequestFormResult =
  | { status: 'received'; holdUntil: string; email: string }
  | { status: 'invalid'; values: RequestValues; errors: RequestErrors; problem?: string }
  | { status: 'refused'; values: RequestValues; problem: string };

/** The posted form's values (anything missing is blank). */
export function requestFormValues(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    values: { name: text('name'), email: text('email'), phone: text('phone'), message: text('message') },
    stay: { check_in: text('check_in'), check_out: text('check_out'), guests: text('guests') },
  };
}

/** The first message of each traveller's field a failed parse names; the stay's own problem apart. */
export function requestFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): {
  errors: RequestErrors;
  stayProblem: string | undefined;
} {
  const errors: RequestErrors = {};
  let stayProblem: string | undefined;
  for (const issue of issues) {
    const field = issue.path[0] as RequestFieldName;
    if (fieldNames.includes(field)) errors[field] ??= issue.message;
    else stayProblem ??= issue.message;
  }
  return { errors, stayProblem };
}
