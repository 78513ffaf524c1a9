import { z } from 'zod';

/** Limits shared by the property form and the API. */
export const limits = {
  shortText: 200,
  longText: 10_000,
  url: 2_000,
  amenities: 100,
  images: 60,
  welcomeAmenities: 50,
  houseRules: 100,
} as const;

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

const httpUrl = (label: string) =>
  requiredText(label, limits.url).refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `${label} must be a web address starting with http:// or https://`);

/** Splits comma-separated text (or repeated values) into trimmed, non-empty entries. */
export function splitList(value: string | readonly string[] | undefined): string[] {
  const parts = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return parts
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** The property fields of SPEC.md section 5, as received from the form (strings) or JSON. */
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
});

export type PropertyFields = z.output<typeof propertyFieldsSchema>;

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

export const listingFiltersSchema = z.object({
  bedrooms: filterValue('bedrooms'),
  bathrooms: filterValue('bathrooms'),
  max_guests: filterValue('max_guests'),
  minimum_nights: filterValue('minimum_nights'),
});

export type ListingFilters = Partial<z.output<typeof listingFiltersSchema>>;

export interface ImageRef {
  id: number;
  url: string;
  srcset: string;
  width: number;
  height: number;
}

export interface Property {
  id: number;
  name: string;
  description: string;
  cover_image: string | null;
  cover: ImageRef | null;
  address: string;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  sqft: number;
  max_guests: number;
  minimum_nights: number;
  guesty_link: string;
  amenities: string[];
  address_description: string;
  is_featured: boolean;
  images: ImageRef[];
}
