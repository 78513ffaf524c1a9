import type { SubmissionResult } from '@conform-to/react';
import { stayRequestLimits } from '#common/enquiry.ts';
import { replyLimits, requestFormMessages, textLength } from '#common/request-threads.ts';

type Translate = (english: string, values?: Record<string, string | number>) => string;

/** The schema's issues on one field, as the guide's action reads them (zod's shape, what it needs of it). */
type FieldIssue = { path: PropertyKey[]; code: string; message: string };

const limits: Record<string, number> = { message: stayRequestLimits.message, text: replyLimits.guest };

/**
 * The guide's words for what the API's schemas (stayRequestSchema, guestReplySchema) found wrong with a
 * field of its forms (issue 43): nothing chosen is "Choose what you would like", a text over its limit says
 * by how much (nothing is cut), the catalogue's own messages in the page's language. Conform's
 * `formatError` for the guide's action; `form` is the post, for the length of what was typed.
 */
export function guideFieldMessages(form: FormData, t: Translate) {
  return (issues: FieldIssue[]): string[] =>
    issues.map((issue) => {
      const name = String(issue.path[0]);
      if (name === 'kind') return t(requestFormMessages.chooseKind);
      const max = limits[name];
      if (issue.code === 'too_big' && max !== undefined) {
        return t(requestFormMessages.tooLong, { max, count: textLength(String(form.get(name) ?? '')) });
      }
      return t(issue.message);
    });
}

/**
 * What the guide's form posts answer (welcome-page.tsx's action): which form it is for, Conform's reply
 * (field messages, a refusal for the whole form, what was typed; reset after a success) and, after a
 * success, the words to show.
 */
export type RequestActionData =
  | { intent: 'request'; reply: SubmissionResult<string[]>; sent?: string }
  | { intent: 'reply'; requestId: number; reply: SubmissionResult<string[]>; sent?: string };
