import type { SubmissionResult } from '@conform-to/react';

/** The contact form's fields: what the browser's form, the page's action and the API take. */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * What the contact page's action answers a post of the form, made with JavaScript (a fetcher) or without:
 * sent (Conform's reply resets the form), the fields' errors, or a failure (`detail`: the server's word on
 * a limit); a reply brings back what was typed. A failure without a reply is a post that never got an
 * answer (no connection).
 */
export type ContactFormResult =
  | { status: 'sent'; reply: SubmissionResult<string[]> }
  | { status: 'invalid'; reply: SubmissionResult<string[]> }
  | { status: 'failed'; reply?: SubmissionResult<string[]>; detail?: string };
