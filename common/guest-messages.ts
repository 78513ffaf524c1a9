import { z } from 'zod';
import { frenchTextSchema, languages } from './translations.ts';

/**
 * Scheduled guest emails (issue 25, ADR 0032): the kinds, the placeholders a template may use, and the
 * API's shapes. Pure, for the server and the back office alike.
 */

export const messageKinds = ['guide', 'arrival', 'checkout', 'after'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageKindSchema = z.enum(messageKinds);

export const messageStatuses = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messagePlaceholders = [
  'guest_name',
  'property_name',
  'arrival',
  'departure',
  'check_in_time',
  'checkout_time',
  /** not in the issue's list: the checkout reminder carries the property's checkout steps (ADR 0032) */
  'checkout_steps',
  'link',
  'address',
  'map_link',
  'site_phone',
  /** not in the issue's list: the stay's own review link (issue 27) for the thank-you, the site's address outside its window */
  'review_link',
] as const;
export type MessagePlaceholder = (typeof messagePlaceholders)[number];
export type PlaceholderValues = Record<MessagePlaceholder, string>;

/** `{word}` in a template: a placeholder, known or not. */
const placeholderPattern = /\{([a-z_][a-z0-9_]*)\}/gi;

/** The placeholders of `text` that are not known, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(messagePlaceholders);
  const unknown = new Set<string>();
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? '';
    if (!known.has(name)) unknown.add(name);
  }
  return [...unknown];
}

/** `text` with each known placeholder replaced through `value` (unknown ones were refused on save). */
export function fillPlaceholders(text: string, value: (name: MessagePlaceholder) => string): string {
  const known = new Set<string>(messagePlaceholders);
  return text.replace(placeholderPattern, (whole, name: string) =>
    known.has(name) ? value(name as MessagePlaceholder) : whole,
  );
}

export const templateLimits = { subject: 200, body: 10_000 } as const;

const placeholderCheck = (label: string) => (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `${label} has unknown placeholders: ${unknown.map((n) => `{${n}}`).join(', ')}`,
    });
};

/** A template's texts that have a French version (issue 28, ADR 0036), with their limits. */
export const templateTranslatable = { subject: templateLimits.subject, body: templateLimits.body } as const;

/** A template's subject or body: required, within its limit, naming only known placeholders. */
const templateText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(placeholderCheck(label));
const templateSubject = templateText('Subject', templateLimits.subject);
const templateBody = templateText('Body', templateLimits.body);

/** A French text of a template: optional (blank removes it, the English goes out), same placeholder rule. */
const frenchText = (label: string, max: number) =>
  frenchTextSchema(label.toLowerCase(), max)
    .superRefine(placeholderCheck(`French ${label.toLowerCase()}`))
    .optional();

/**
 * A template's `translations` on a write: `{fr: {subject, body}}`, either optional, a blank one removing
 * that French. Not `translationsInputSchema`: the French must pass the English's placeholder check.
 */
export const templateTranslationsInputSchema = z
  .strictObject(
    {
      fr: z
        .strictObject(
          {
            subject: frenchText('Subject', templateLimits.subject),
            body: frenchText('Body', templateLimits.body),
          },
          { message: 'The French template has only a subject and a body' },
        )
        .optional(),
    },
    { message: 'Translations must be an object such as {"fr": {"subject": …, "body": …}}' },
  )
  .optional();

/** `PUT /api/v1/message-templates/{kind}`. */
export const templateInputSchema = z.object({
  subject: templateSubject,
  body: templateBody,
  enabled: z.boolean({ message: 'Enabled must be true or false' }),
  translations: templateTranslationsInputSchema,
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** The French versions a template has (only the texts that have one). */
export const templateTranslationsSchema = z.object({
  fr: z.object({ subject: z.string().optional(), body: z.string().optional() }).optional(),
});
export type TemplateTranslations = z.infer<typeof templateTranslationsSchema>;

export const templateSchema = templateInputSchema.extend({
  kind: messageKindSchema,
  updated_at: z.string(),
  translations: templateTranslationsSchema,
});
export type Template = z.infer<typeof templateSchema>;

/** `POST /api/v1/message-templates/{kind}/preview`: the text to render, and the sample stay's language. */
export const templatePreviewSchema = z.object({
  subject: templateSubject,
  body: templateBody,
  lang: z.enum(languages, { message: 'Language must be en or fr' }).optional().default('en'),
});

export const messageSchema = z.object({
  id: z.number().int(),
  stay_id: z.number().int(),
  property_id: z.number().int(),
  kind: messageKindSchema,
  to: z.string(),
  subject: z.string(),
  status: z.enum(messageStatuses),
  send_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** A stay's messages at a glance (`Stay.messages`): null where none is planned. */
export const stayMessageSummarySchema = z
  .object({ status: z.enum(messageStatuses), send_at: z.string() })
  .nullable();
export type StayMessageSummary = z.infer<typeof stayMessageSummarySchema>;
export type StayMessages = Record<MessageKind, StayMessageSummary>;

export const renderedMessageSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedMessage = z.infer<typeof renderedMessageSchema>;

/** How many days before arrival the guide goes out unless staff set it (the issue's default). */
export const defaultGuideDaysBefore = 7;
export const guideDaysBeforeSchema = z
  .number({ message: 'Guide days before must be a number' })
  .int('Guide days before must be a whole number')
  .min(0, 'Guide days before must be 0 or more')
  .max(60, 'Guide days before must be at most 60');

/** `GET`/`PUT /message-settings`: when the guide is mailed. */
export const messageSettingsSchema = z.object({ guide_days_before: guideDaysBeforeSchema });
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
