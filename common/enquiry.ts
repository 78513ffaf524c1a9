import { z } from 'zod';
import { enquiryLimits } from './enquiry-limits.ts';
import { msg } from './i18n/message.ts';
import { translate } from './i18n/translate.ts';
import { withPhoneRule } from './phone.ts';
import { type Lang, languages } from './translations.ts';

/** What a required text field says when it is missing, not text, or too long (`{max}` is its limit). */
interface FieldMessages {
  required: string;
  notText: string;
  tooLong: string;
}

/**
 * The fields' own messages, whole sentences per field so that each reads naturally in French too
 * (issue 28): the contact form shows them in the page's language, the API in English.
 */
const fieldMessages = {
  firstName: {
    required: msg('First name is required'),
    notText: msg('First name must be text'),
    tooLong: msg('First name must be at most {max} characters'),
  },
  lastName: {
    required: msg('Last name is required'),
    notText: msg('Last name must be text'),
    tooLong: msg('Last name must be at most {max} characters'),
  },
  email: {
    required: msg('Email is required'),
    notText: msg('Email must be text'),
    tooLong: msg('Email must be at most {max} characters'),
  },
  phone: {
    required: msg('Phone is required'),
    notText: msg('Phone must be text'),
    tooLong: msg('Phone must be at most {max} characters'),
  },
  message: {
    required: msg('Message is required'),
    notText: msg('Message must be text'),
    tooLong: msg('Message must be at most {max} characters'),
  },
} satisfies Record<string, FieldMessages>;

const invalidEmail = msg('Please enter a valid email address');

/** A required text field: wrong types and blanks get the field's own message instead of zod's generic one. */
function requiredText(messages: FieldMessages, max: number, lang: Lang) {
  const required = translate(lang, messages.required);
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : translate(lang, messages.notText),
    })
    .trim()
    .min(1, required)
    .max(max, translate(lang, messages.tooLong, { max }));
}

/**
 * The contact form (docs/spec.md section 3: all five fields required), shared by the browser form, the
 * contact page's action and the API; its messages in `lang`.
 */
function makeEnquirySchema(lang: Lang) {
  return z.object(
    {
      firstName: requiredText(fieldMessages.firstName, enquiryLimits.name, lang),
      lastName: requiredText(fieldMessages.lastName, enquiryLimits.name, lang),
      email: requiredText(fieldMessages.email, enquiryLimits.email, lang).pipe(
        z.email(translate(lang, invalidEmail)),
      ),
      phone: withPhoneRule(requiredText(fieldMessages.phone, enquiryLimits.phone, lang), lang),
      message: requiredText(fieldMessages.message, enquiryLimits.message, lang),
      /**
       * Honeypot: the form hides this field from people, so only bots fill it. The server answers a filled
       * one exactly like a real enquiry so that bots learn nothing, and stores nothing; no length limit
       * for the same reason (the body size limit still applies).
       */
      website: z.string().optional(),
    },
    { error: 'The enquiry must be an object with firstName, lastName, email, phone and message' },
  );
}

/** The contact form's rules with English messages (the API's). */
export const enquirySchema = makeEnquirySchema('en');

let frenchEnquirySchema: typeof enquirySchema | undefined;

/**
 * The contact form's rules with messages in the page's language. The French schema is made on first use,
 * once the French catalogue is there (the browser registers it before hydrating a French page).
 */
export function enquirySchemaIn(lang: Lang): typeof enquirySchema {
  if (lang === 'en') return enquirySchema;
  frenchEnquirySchema ??= makeEnquirySchema('fr');
  return frenchEnquirySchema;
}

export type EnquiryFields = z.output<typeof enquirySchema>;

/** Where an enquiry came from: the contact form, or a guest's request from the stay page. */
export const enquiryKinds = ['contact', 'early_check_in', 'late_checkout', 'other'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** What a guest may ask for from the stay page, with the words the page and the back office use. */
export const stayRequestKinds = {
  early_check_in: msg('Early check-in'),
  late_checkout: msg('Late checkout'),
  other: msg('Something else'),
} as const;
export type StayRequestKind = keyof typeof stayRequestKinds;
const stayRequestKindIds = Object.keys(stayRequestKinds) as [StayRequestKind, ...StayRequestKind[]];

export const stayRequestLimits = { message: 500 } as const;

/** The stay page's email field: blank or absent is "none" (the stay's own address is used then). */
const optionalEmail = z
  .string({ message: translate('en', fieldMessages.email.notText) })
  .trim()
  .max(enquiryLimits.email, translate('en', fieldMessages.email.tooLong, { max: enquiryLimits.email }))
  .refine((v) => v === '' || z.email().safeParse(v).success, invalidEmail)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** What a request without an email and from a stay without one is told (400, `fields.email`). */
export const stayRequestEmailRequired = fieldMessages.email.required;

/**
 * A request from the stay page (`POST /properties/welcome/{id}/requests`): its kind, a short message (needed
 * for "something else") and the e-mail address staff answer to, which may be left out when the stay has a
 * guest email (that one is used).
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
      email: optionalEmail,
      /** the page's language: the answer's and the limit's words follow it (default: the stay's language) */
      lang: z.enum(languages, { message: 'lang must be en or fr' }).optional(),
    },
    { error: 'The request must be an object with kind and message (and email)' },
  )
  .refine((r) => r.kind !== 'other' || r.message !== '', {
    message: msg('Say what you would like'),
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
