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

/** The contact form (SPEC.md section 3: all five fields required), shared by the browser form and the API. */
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

/** An enquiry as staff see it in the back office (GET /enquiries). */
export const enquiryRecordSchema = z.object({
  id: z.number(),
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
