import type { DefaultValue, FieldMetadata, FormMetadata } from '@conform-to/react';
import { z } from 'zod';
import { type BookingSettings, bookingSettingsShape } from '#common/booking.ts';
import {
  cancellationRuleSchema,
  pricingSettingsSchema as pricing,
  type pricingSettingsSchema,
  taxSchema,
} from '#common/pricing.ts';
import {
  type SiteContentSettingsResponse,
  type settingsTranslatable,
  siteContentSettingsInputSchema,
} from '#common/site-content.ts';
import { checkboxValue } from '../../../lib/forms/choice-inputs.ts';
import { countText, numberFromText } from '../../../lib/forms/number-text.ts';

/**
 * The settings as `GET /api/v1/settings` answers them: the brand and contact details with their French, the
 * taxes and cancellation policy (issue 40), the request hold and payment instructions (issue 41).
 */
export type SiteSettingsData = SiteContentSettingsResponse &
  z.output<typeof pricingSettingsSchema> &
  BookingSettings;

/** The French of the settings' texts that have one (issue 28), as the form keeps it. */
export type FrenchSettings = Record<keyof typeof settingsTranslatable, string>;

/** A tax row as the form types it: the numbers as text, "On fees too" as a checkbox. */
const taxRowSchema = taxSchema.extend({
  percent: numberFromText(taxSchema.shape.percent),
  on_fees: checkboxValue,
  exempt_from_nights: countText(taxSchema.shape.exempt_from_nights),
});

/** A cancellation step as the form types it: its three numbers as text. */
const cancellationRowSchema = cancellationRuleSchema.extend({
  days_before: numberFromText(cancellationRuleSchema.shape.days_before),
  refund_percent: numberFromText(cancellationRuleSchema.shape.refund_percent),
  fee_percent: numberFromText(cancellationRuleSchema.shape.fee_percent),
});

/**
 * A list of rows read from the form (a list without rows sends nothing: it is empty), then checked as a
 * whole by the API's own rule for it, so its messages ("at least one step") show as they are.
 */
const rowsOf = <Row extends z.ZodType, Api extends z.ZodType<unknown, Array<z.output<Row>>>>(
  row: Row,
  api: Api,
) => z.array(row).default([]).pipe(api);

/**
 * What the form checks before saving, with the schemas `PUT /api/v1/settings` uses: the settings and their
 * French, the taxes and cancellation policy, the request hold and the payment instructions. Numbers are
 * typed as text and read before the API's rule checks them (ADR 0049).
 */
export const settingsFormSchema = siteContentSettingsInputSchema.extend({
  taxes: rowsOf(taxRowSchema, pricing.shape.taxes),
  cancellation: rowsOf(cancellationRowSchema, pricing.shape.cancellation),
  request_hold_hours: numberFromText(bookingSettingsShape.request_hold_hours),
  payment_instructions: bookingSettingsShape.payment_instructions,
});
export type SettingsInput = z.input<typeof settingsFormSchema>;

/** The settings form as Conform holds it, for the sections that show part of it. */
export type SettingsForm = FormMetadata<SettingsInput, string[]>;
export type SettingsFields = ReturnType<SettingsForm['getFieldset']>;

/** The French texts of the form (its `translations`, which the API's schema also takes as JSON text). */
export const frenchFieldsOf = (fields: SettingsFields) =>
  (fields.translations as unknown as FieldMetadata<{ fr: FrenchSettings }>).getFieldset().fr.getFieldset();

/** The settings' texts with a French beside them (issue 28), where the form keeps it. */
export const frenchOf: Partial<Record<string, keyof FrenchSettings>> = {
  footer_blurb: 'footer_blurb',
  developer_credit: 'developer_credit',
};

/** The French the form starts from: '' where there is none (saved blank, it stays none). */
export const frenchDefaults = (french: Partial<FrenchSettings> | undefined): FrenchSettings => ({
  footer_blurb: french?.footer_blurb ?? '',
  developer_credit: french?.developer_credit ?? '',
});

/** What the form starts from: the settings as saved (numbers as text), the French of their texts ('' where none). */
export function settingsDefaults(
  settings: Omit<SiteSettingsData, 'updated_at' | 'translations'>,
  french: Partial<FrenchSettings> | undefined,
): DefaultValue<SettingsInput> {
  // `translations` is an object here; the API's schema takes any value for it (JSON text too)
  return {
    brand_name: settings.brand_name,
    phone: settings.phone,
    email: settings.email,
    office_address: settings.office_address,
    footer_blurb: settings.footer_blurb,
    social_links: settings.social_links,
    developer_credit: settings.developer_credit,
    taxes: settings.taxes.map((tax) => ({
      ...tax,
      percent: String(tax.percent),
      exempt_from_nights: tax.exempt_from_nights?.toString() ?? '',
    })),
    cancellation: settings.cancellation.map((step) => ({
      days_before: String(step.days_before),
      refund_percent: String(step.refund_percent),
      fee_percent: String(step.fee_percent),
    })),
    request_hold_hours: String(settings.request_hold_hours),
    payment_instructions: settings.payment_instructions,
    after_hours_phone: settings.after_hours_phone,
    translations: { fr: frenchDefaults(french) },
  } as unknown as DefaultValue<SettingsInput>;
}

/**
 * The form's name of a field the API refused: the API may write `taxes.0.name` or `taxes[0].name`,
 * Conform names it `taxes[0].name`.
 */
export const formNameOfServerField = (name: string) => name.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** What the save is doing, said in the bar under the form. */
export type SaveState = { kind: 'idle' | 'busy' | 'done' | 'error'; message: string };

/** The brand and contact details, in the order the form shows them. */
export const settingsFields: Array<{
  name:
    | 'brand_name'
    | 'phone'
    | 'email'
    | 'after_hours_phone'
    | 'office_address'
    | 'footer_blurb'
    | 'developer_credit';
  label: string;
  required?: boolean;
  rows?: number;
  type?: 'text' | 'tel' | 'email';
  hint?: string;
}> = [
  { name: 'brand_name', label: 'Brand name', required: true },
  { name: 'phone', label: 'Phone', required: true, type: 'tel' },
  { name: 'email', label: 'E-mail', required: true, type: 'email' },
  {
    name: 'after_hours_phone',
    label: 'After-hours phone',
    type: 'tel',
    hint: 'Shown beside the door code in every guide: "Locked out? Call …, day or night". Blank: not shown.',
  },
  { name: 'office_address', label: 'Office address', required: true, rows: 2 },
  {
    name: 'footer_blurb',
    label: 'Footer blurb',
    rows: 3,
    hint: 'The short text about the company in every page footer.',
  },
  {
    name: 'developer_credit',
    label: 'Developer credit',
    hint: 'The credit line at the very bottom of each page.',
  },
];
