import type { SubmissionResult } from '@conform-to/react';

/**
 * What the request page's action answers a form post, with or without JavaScript (issue 41): the request
 * received and held until a time in the company's zone, or Conform's reply (ADR 0049) that brings back the
 * typed values with each field's message and, as the form's error, why the stay itself was refused.
 */
export type RequestFormResult =
  | { status: 'received'; holdUntil: string; email: string }
  | { status: 'answered'; reply: SubmissionResult<string[]> };

/** The stay's own fields: hidden in the form, so their problem is said above it. */
export const stayFieldNames = ['check_in', 'check_out', 'guests'] as const;
