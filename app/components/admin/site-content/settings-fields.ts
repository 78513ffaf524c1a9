import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { type bookingSettingsSchema, bookingSettingsShape } from '#common/booking.ts';
import { pricingSettingsSchema } from '#common/pricing.ts';
import {
  type settingsTranslatable,
  siteContentSettingsInputSchema,
  type siteContentSettingsSchema,
} from '#common/site-content.ts';

/** The site settings form's values: the settings, with the French of those that have one. */
export type FrenchSettings = Record<keyof typeof settingsTranslatable, string>;
export type SettingsInput = z.input<typeof siteContentSettingsSchema> &
  z.input<typeof pricingSettingsSchema> &
  z.input<typeof bookingSettingsSchema> & {
    translations: { fr: FrenchSettings };
  };
/**
 * What the form checks before saving: the settings and their French, the taxes and cancellation policy, the
 * request hold and the payment instructions.
 */
export const settingsFormSchema = siteContentSettingsInputSchema
  .extend(pricingSettingsSchema.shape)
  .extend(bookingSettingsShape);
export type SettingsOutput = z.output<typeof settingsFormSchema>;

/** The settings' texts with a French beside them (issue 28), where the form keeps it. */
export const frenchOf: Partial<Record<string, `translations.fr.${keyof FrenchSettings}`>> = {
  footer_blurb: 'translations.fr.footer_blurb',
  developer_credit: 'translations.fr.developer_credit',
};

/** The French the form starts from: '' where there is none (saved blank, it stays none). */
export const frenchDefaults = (french: Partial<FrenchSettings> | undefined): FrenchSettings => ({
  footer_blurb: french?.footer_blurb ?? '',
  developer_credit: french?.developer_credit ?? '',
});

/** What the save is doing, said in the bar under the form. */
export type SaveState = { kind: 'idle' | 'busy' | 'done' | 'error'; message: string };

/** The brand and contact details, in the order the form shows them. */
export const settingsFields: Array<{
  name: FieldPath<SettingsInput>;
  label: string;
  required?: boolean;
  rows?: number;
  type?: string;
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
