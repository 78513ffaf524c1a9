/**
 * What the domain refuses, in its own words (docs/decisions/0053): the kind of refusal, a message safe to
 * show the person who asked, optional `fields` (which input is wrong, and why) and optional `details` the
 * answer carries beside the message (a conflict's `reason`, `missing`, `conflicts`). The domain knows no
 * HTTP: server/http/http-errors.ts is the one place that turns a kind into a status.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'throttled';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The input breaks a rule. */
export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields);
/** Nobody is signed in, or the sign-in failed. */
export const unauthenticated = (message = 'Please log in to continue') =>
  new DomainError('unauthenticated', message);
/** Whoever asks may not do this. */
export const forbidden = (message = 'You are not allowed to do this') =>
  new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
/** The request does not fit what is stored now (a taken date, a newer revision, a used name). */
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, undefined, details);
/** It was there and is no longer (an expired link). */
export const gone = (message: string) => new DomainError('gone', message);
/** Too many attempts: wait before the next. */
export const throttled = (message: string) => new DomainError('throttled', message);

/** A unique-constraint violation: two requests wrote the same key between a check and the write. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
