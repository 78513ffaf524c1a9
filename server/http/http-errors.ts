import { DomainError, type DomainErrorKind } from '../domain/shared/errors.ts';

/**
 * An error whose status and message are safe to show the client: `{message}` plus optional `fields`, and
 * optional `details` the answer carries beside them (a 409's `conflicts`, `reason`, `missing`). The domain
 * never builds one (docs/decisions/0053, a rule of .dependency-cruiser.cjs): it throws a DomainError, which
 * `httpErrorOf` turns into one here, for the API's answers (server/app.ts) and the pages' form posts alike.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The status of each kind of refusal the domain signals. */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  throttled: 429,
};

/** The HTTP answer of an error that has one (an HttpError, or a DomainError by its kind), else undefined. */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) {
    return new HttpError(statusOfKind[error.kind], error.message, error.fields, error.details);
  }
  return undefined;
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, details);
