import { z } from 'zod';
import { enquiryLimits } from './enquiry-limits.ts';
import { withPhoneRule } from './phone.ts';

/** A required text field: wrong types and blanks get the field's own message instead of zod's generic one. */
function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** The contact form (docs/spec.md section 3: all five fields required), shared by the browser form and the API. */
export const enquirySchema = z.object(
  {
    firstName: requiredText('First name', enquiryLimits.name),
    lastName: requiredText('Last name', enquiryLimits.name),
    email: requiredText('Email', enquiryLimits.email).pipe(z.email('Please enter a valid email address')),
    phone: withPhoneRule(requiredText('Phone', enquiryLimits.phone)),
    message: requiredText('Message', enquiryLimits.message),
    /**
     * Honeypot: the form hides this field from people, so only bots fill it. The server answers a filled
     * one exactly like a real enquiry so that bots learn nothing, and stores nothing; no length limit
     * for the same reason (the body size limit still applies).
     */
    website: z.string().optional(),
  },
  { error: 'The enquiry must be an object with firstName, lastName, email, phone and message' },
);

export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryFields = z.output<typeof enquirySchema>;

/** Where an enquiry came from: the contact form, or a guest's request from the stay page. */
export const enquiryKinds = ['contact', 'early_check_in', 'late_checkout', 'other'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** What a guest may ask for from the stay page, with the words the page and the back office use. */
export const stayRequestKinds = {
  early_check_in: 'Early check-in',
  late_checkout: 'Late checkout',
  other: 'Something else',
} as const;
export type StayRequestKind = keyof typeof stayRequestKinds;
const stayRequestKindIds = Object.keys(stayRequestKinds) as [StayRequestKind, ...StayRequestKind[]];

export const stayRequestLimits = { message: 500 } as const;

/**
 * A request from the stay page (`POST /properties/welcome/{id}/requests`): its kind, a short message (needed
 * for "something else") and the e-mail address staff answer to.
 */
export const stayRequestSchema = z
  .object(
    {
      kind: z.enum(stayRequestKindIds, {
        message: `Kind must be one of ${stayRequestKindIds.join(', ')}`,
      }),
      message: z
        .string({ message: 'Message must be text' })
        .trim()
        .max(stayRequestLimits.message, `Message must be at most ${stayRequestLimits.message} characters`)
        .optional()
        .default(''),
      email: requiredText('Email', enquiryLimits.email).pipe(z.email('Please enter a valid email address')),
    },
    { error: 'The request must be an object with kind, message and email' },
  )
  .refine((r) => r.kind !== 'other' || r.message !== '', {
    message: 'Say what you would like',
    path: ['message'],
  });

export type StayRequest = z.output<typeof stayRequestSchema>;

/** An enquiry as staff see it in the back office (GET /enquiries). */
export const enquiryRecordSchema = z.object({
  id: z.number(),
  kind: z.enum(enquiryKinds),
  /** The stay a guest's request came from; null for the contact form (and once the stay is deleted). */
  stay_id: z.number().nullable(),
  stay: z
    .object({
      property_id: z.number(),
      property_name: z.string(),
      guest_name: z.string(),
      arrival: z.string(),
      departure: z.string(),
    })
    .nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** pending: not mailed yet (retrying); sent: delivered to MAIL_TO or the outbox; failed: retries used up. */
  mail_status: z.enum(['pending', 'sent', 'failed']),
  mail_attempts: z.number(),
  /** Why the last mail attempt failed; null once sent. */
  mail_last_error: z.string().nullable(),
  mail_sent_at: z.string().nullable(),
  handled_at: z.string().nullable(),
});

export type Enquiry = z.infer<typeof enquiryRecordSchema>;
