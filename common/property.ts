import { z } from 'zod';
import { type ListingFilterKey, listingFilterKeys } from './listing-query-keys.ts';
import { ratingSchema } from './review.ts';
import { limits } from './text-limits.ts';
import { localisedSchema, translationsInputSchema, translationsSchema } from './translations.ts';
import { httpUrlMessage, isHttpUrl } from './web-address.ts';
import { welcomeAmenityTranslationsInput, welcomeTranslatable } from './welcome-translations.ts';

export { limits };

/** The property's texts that have a French version (issue 28), with their limits. */
export const propertyTranslatable = {
  name: limits.shortText,
  description: limits.longText,
  address_description: limits.longText,
  amenities: limits.longText,
} as const;

/**
 * The photo limit of a gallery or shuttle section: the form counts the photos it holds, the API the
 * photos one request uploads; both refuse with the same words.
 */
export const exceedsPhotoLimit = (count: number) => count > limits.images;
export const tooManyPhotosMessage = (section: 'gallery' | 'shuttle') =>
  `At most ${limits.images} ${section} images`;

const requiredText = (label: string, max: number = limits.shortText) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Plain decimal notation only: `Number()` would also take '', ' ', '0x10', '1e3' and 'Infinity'. */
const decimalPattern = /^[-+]?\d+(\.\d+)?$/;

/** A number typed into a form field (text) or sent as JSON; blank is a missing value, not zero. */
const numberField = (label: string) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    if (typeof text === 'number' && Number.isFinite(text)) return text;
    if (typeof text === 'string' && decimalPattern.test(text)) return Number(text);
    ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
    return z.NEVER;
  });

const count = (label: string, max: number, min = 0) =>
  numberField(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

const httpUrl = (label: string) => requiredText(label, limits.url).refine(isHttpUrl, httpUrlMessage(label));

/** Splits comma-separated text (or repeated values) into trimmed, non-empty entries. */
export function splitList(value: string | readonly string[] | undefined): string[] {
  const parts = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return parts
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** A field that may be left empty: blank, missing or null is null. */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** The lowest nightly rate in whole Canadian dollars ("From $245 / night"); optional. */
const nightlyRateField = z.preprocess(
  blankToNull,
  z.union([
    z.null(),
    numberField('Nightly rate from').pipe(
      z
        .number()
        .int('Nightly rate from must be a whole number of dollars')
        .min(1, 'Nightly rate from must be at least 1')
        .max(100_000, 'Nightly rate from must be at most 100000'),
    ),
  ]),
);

/** British Columbia's short-term-rental registration number; optional. */
const registrationNumberField = z.preprocess(
  blankToNull,
  z
    .string({ message: 'Registration number must be text' })
    .trim()
    .max(64, 'Registration number must be at most 64 characters')
    .regex(/^[A-Za-z0-9 -]+$/, 'Registration number can only have letters, digits, dashes and spaces')
    .nullable(),
);

/** The local business licence number (a town's, e.g. Revelstoke's "BL-2024-0183"); optional. */
const businessLicenceField = z.preprocess(
  blankToNull,
  z
    .string({ message: 'Business licence must be text' })
    .trim()
    .max(64, 'Business licence must be at most 64 characters')
    .regex(/^[A-Za-z0-9 /#-]+$/, 'Business licence can only have letters, digits, spaces and - / #')
    .nullable(),
);

export const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** The property fields of docs/spec.md section 5, as received from the form (strings) or JSON. */
export const propertyFieldsSchema = z.object({
  name: requiredText('Name'),
  description: requiredText('Description', limits.longText),
  address: requiredText('Address', 500),
  address_description: requiredText('Address description', limits.longText),
  bedrooms: count('Bedrooms', 50),
  beds: count('Beds', 100),
  bathrooms: numberField('Bathrooms').pipe(
    z
      .number()
      .min(0, 'Bathrooms cannot be negative')
      .max(50, 'Bathrooms must be at most 50')
      .refine((v) => Number.isInteger(v * 2), 'Bathrooms must be a whole or half number'),
  ),
  sqft: count('Sq Ft', 100_000),
  max_guests: count('Max guests', 100, 1),
  minimum_nights: count('Minimum nights', 365, 1),
  guesty_link: httpUrl('Booking link'),
  amenities: z
    .union([z.string(), z.array(z.string())], { message: 'Amenities are required' })
    .transform(splitList)
    .pipe(
      z
        .array(
          z.string().max(limits.shortText, `Each amenity must be at most ${limits.shortText} characters`),
        )
        .min(1, 'Amenities are required')
        .max(limits.amenities, `At most ${limits.amenities} amenities`),
    ),
  is_featured: booleanField.default(false),
  /** the home takes requests to book on its page (issue 41) */
  booking_requests: booleanField.optional(),
  nightly_rate_from: nightlyRateField,
  registration_number: registrationNumberField,
  business_licence: businessLicenceField,
  /** A draft (false) is seen by staff only; omitted: published, as before drafts existed (issue 40) */
  is_published: booleanField.default(true),
});

export type PropertyFields = z.output<typeof propertyFieldsSchema>;

/** The names of the property fields, in the schema's order: what the form sends and the table stores. */
export const propertyFieldNames = Object.keys(propertyFieldsSchema.shape) as (keyof PropertyFields)[];

/**
 * What POST and PUT /properties read: the fields, and `translations` `{fr: {…}}` (JSON text in the
 * multipart form: issue 28) with the French of the text fields, a blank one removing it: the property's,
 * and its welcome page's (common/welcome-translations.ts) with the amenity blocks as a list under
 * `amenities` (text there is the property's amenity list) or `welcome_amenities`.
 */
export const propertyWriteSchema = propertyFieldsSchema.extend({
  translations: translationsInputSchema(
    { ...propertyTranslatable, ...welcomeTranslatable },
    {
      // Text: the French of the property's amenity list; a list: the welcome page's amenity blocks.
      amenities: z
        .union([
          z
            .string()
            .trim()
            .max(
              propertyTranslatable.amenities,
              `The French amenities must be at most ${propertyTranslatable.amenities} characters`,
            ),
          welcomeAmenityTranslationsInput,
        ])
        .optional(),
      welcome_amenities: welcomeAmenityTranslationsInput.optional(),
    },
  ),
});

export type PropertyWrite = z.output<typeof propertyWriteSchema>;

/** Listing filters: `bedrooms`, `bathrooms`, `max_guests` are minimums; `minimum_nights` a stay length. */
const filterValue = (label: string) =>
  z
    .string({ message: `${label} must be a number` })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!decimalPattern.test(v) || n < 0 || n > 1000) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number from 0 to 1000` });
        return z.NEVER;
      }
      return n;
    });

export const listingFiltersSchema = z.object(
  Object.fromEntries(listingFilterKeys.map((key) => [key, filterValue(key)])) as Record<
    ListingFilterKey,
    ReturnType<typeof filterValue>
  >,
);

/** A stored image as the API returns it: the largest WebP variant and the srcset of all of them. */
export const imageRefSchema = z.object({
  id: z.number(),
  url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});

export type ImageRef = z.infer<typeof imageRefSchema>;

/** A property as the API returns it (docs/spec.md section 5): the one source of the `Property` type. */
export const propertySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cover_image: z.string().nullable(),
  cover: imageRefSchema.nullable(),
  address: z.string(),
  bedrooms: z.number(),
  beds: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  max_guests: z.number(),
  minimum_nights: z.number(),
  guesty_link: z.string(),
  amenities: z.array(z.string()),
  address_description: z.string(),
  is_featured: z.boolean(),
  /** The home takes requests to book on its page (issue 41) */
  booking_requests: z.boolean().optional(),
  images: z.array(imageRefSchema),
  /** Whole Canadian dollars, the lowest nightly rate; null when not given */
  nightly_rate_from: z.number().nullable(),
  /** BC short-term-rental registration number; null when not given */
  registration_number: z.string().nullable(),
  /** The local business licence number; null when not given */
  business_licence: z.string().nullable(),
  /** false: a draft, seen by staff only (its public page, availability and quote are 404 to visitors) */
  is_published: z.boolean(),
  /** Published reviews: mean rating (one decimal) and count; null without any */
  rating: ratingSchema.nullable(),
  /** The French versions staff gave (issue 28): `{fr: {name, description, address_description, amenities}}` */
  translations: translationsSchema(propertyTranslatable).optional(),
  /** With `?lang=`: the language answered, and the fields shown in English for want of a French version */
  lang: localisedSchema.shape.lang.optional(),
  untranslated: localisedSchema.shape.untranslated.optional(),
});

export type Property = z.infer<typeof propertySchema>;
