import { type StayRequestKind, stayRequestKinds, stayRequestLimits } from '#common/enquiry.ts';
import { replyLimits, requestFormMessages, textLength } from '#common/request-threads.ts';

type Translate = (english: string, values?: Record<string, string | number>) => string;

const kinds = Object.keys(stayRequestKinds) as StayRequestKind[];

export const isRequestKind = (value: unknown): value is StayRequestKind =>
  typeof value === 'string' && (kinds as string[]).includes(value);

/**
 * The guide's request form's checks, the same in the page and in its form post (issue 43): a kind chosen
 * (nothing is chosen for the guest), a message for "something else", never over the limit (nothing is cut).
 */
export function requestFormProblems(
  values: { kind: unknown; message: string },
  t: Translate,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isRequestKind(values.kind)) problems.kind = t(requestFormMessages.chooseKind);
  const count = textLength(values.message);
  if (values.kind === 'other' && count === 0) problems.message = t(requestFormMessages.sayWhat);
  if (count > stayRequestLimits.message) {
    problems.message = t(requestFormMessages.tooLong, { max: stayRequestLimits.message, count });
  }
  return problems;
}

/** A reply's check: some text, never over the limit. */
export function replyProblem(text: string, t: Translate): string | null {
  const count = textLength(text);
  if (count === 0) return t(requestFormMessages.writeMessage);
  if (count > replyLimits.guest) return t(requestFormMessages.tooLong, { max: replyLimits.guest, count });
  return null;
}

/** What the guide's form posts answer (welcome-page.tsx's action). */
export interface RequestActionData {
  intent: 'request' | 'reply';
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  /** the request a reply was for */
  requestId?: number;
}
