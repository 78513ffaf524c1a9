import { z } from 'zod';
import { stayRequestKinds } from './enquiry.ts';
import { msg } from './i18n/message.ts';

/**
 * A guest's request as a conversation (issue 43): its state, the replies from staff and the guest, and the
 * shapes the guide and the back office read. Pure, for the server and the browser alike.
 */

export const requestStatuses = ['open', 'approved', 'declined', 'answered'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** What staff may set with a reply: an answer, or a decision. */
export const staffReplyStatuses = ['answered', 'approved', 'declined'] as const;

/** Approved or declined: the request is settled, the guest may no longer add to it. */
export const closedStatuses: readonly RequestStatus[] = ['approved', 'declined'];

export const replyLimits = { guest: 500, staff: 2000 } as const;

/** The words each status is shown with, in the guide and the back office. */
export const requestStatusLabels = {
  open: msg('Waiting for an answer'),
  approved: msg('Approved'),
  declined: msg('Declined'),
  answered: msg('Answered'),
} as const satisfies Record<RequestStatus, string>;

const replyText = (max: number) =>
  z
    .string({ message: 'Text must be text' })
    .trim()
    .min(1, msg('Write your message'))
    .max(max, `Text must be at most ${max} characters`);

/** The guest's reply to one of their requests (`POST /properties/welcome/{id}/requests/{requestId}/replies`). */
export const guestReplySchema = z.object(
  { text: replyText(replyLimits.guest) },
  { error: 'The reply must be an object with text' },
);

/** Staff's answer (`POST /requests/{id}/replies`): the text, and the request's new state (default answered). */
export const staffReplySchema = z.object(
  {
    text: replyText(replyLimits.staff),
    status: z
      .enum(staffReplyStatuses, { message: `status must be one of ${staffReplyStatuses.join(', ')}` })
      .optional(),
  },
  { error: 'The reply must be an object with text (and status)' },
);

export const requestReplySchema = z.object({
  from: z.enum(['staff', 'guest']),
  text: z.string(),
  at: z.string(),
});

const requestKindIds = Object.keys(stayRequestKinds) as [
  keyof typeof stayRequestKinds,
  ...(keyof typeof stayRequestKinds)[],
];

/** A request as its guest reads it in the guide (`GET /properties/welcome/{id}/requests`). */
export const guestRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(requestKindIds),
  message: z.string(),
  status: z.enum(requestStatuses),
  replies: z.array(requestReplySchema),
  created_at: z.string(),
});
export type GuestRequest = z.infer<typeof guestRequestSchema>;

/** A staff reply's mail: pending, sent (or written to the outbox), or failed for good. */
const replyMailSchema = z
  .object({
    status: z.enum(['pending', 'sent', 'failed']),
    to: z.string(),
    sent_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .nullable();

/** A request as staff see it (`GET /requests`): the guest's view, the stay it came from and each reply's mail. */
export const staffRequestSchema = guestRequestSchema.extend({
  replies: z.array(requestReplySchema.extend({ by: z.string().nullable(), mail: replyMailSchema })),
  email: z.string(),
  stay: z.object({
    id: z.number(),
    property_id: z.number(),
    property_name: z.string(),
    guest_name: z.string(),
    arrival: z.string(),
    departure: z.string(),
    language: z.string(),
  }),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;

/** What a form post about requests came to: done (with the words to show), or refused and why. */
export type RequestFormOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; fields?: Record<string, string> };

/** The words of the guide's request form's own checks, translated where they are shown. */
export const requestFormMessages = {
  chooseKind: msg('Choose what you would like'),
  sayWhat: msg('Say what you would like'),
  tooLong: msg('At most {max} characters: this has {count}. Please shorten it.'),
  writeMessage: msg('Write your message'),
} as const;

/** Characters of a text as the limits count them (the API's zod max counts UTF-16 units too). */
export const textLength = (text: string) => text.trim().length;
