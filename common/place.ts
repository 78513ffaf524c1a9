import { z } from 'zod';
import { msg } from './i18n/message.ts';
import { localisedSchema, translationsInputSchema, translationsSchema } from './translations.ts';
import { httpUrlMessage, isHttpUrl } from './web-address.ts';

/** The local guide's categories, in the order the guest's page shows them, with their headings. */
export const placeCategories = {
  eat: msg('Eat & drink'),
  ski: msg('Ski & ride'),
  outdoors: msg('Hike & bike'),
  groceries: msg('Groceries & supplies'),
  rainy_day: msg('Rainy day'),
  health: msg('Emergency & health'),
} as const;

export type PlaceCategory = keyof typeof placeCategories;
export const placeCategoryIds = Object.keys(placeCategories) as [PlaceCategory, ...PlaceCategory[]];

export const placeLimits = {
  name: 120,
  note: 1000,
  address: 300,
  website: 2000,
  phone: 40,
  alt: 300,
} as const;

/** The place's texts that have a French version (issue 28), with their limits. */
export const placeTranslatable = { name: placeLimits.name, note: placeLimits.note } as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A place as staff enter it (`POST /places`, `PUT /places/{id}`); the photo is an uploaded content image. */
export const placeInputSchema = z.object(
  {
    name: text('Name', placeLimits.name).min(1, 'Name is required'),
    category: z.enum(placeCategoryIds, {
      message: `Category must be one of ${placeCategoryIds.join(', ')}`,
    }),
    note: text('Note', placeLimits.note).optional().default(''),
    address: text('Address', placeLimits.address).optional().default(''),
    website: text('Website', placeLimits.website)
      .refine((v) => v === '' || isHttpUrl(v), httpUrlMessage('Website'))
      .optional()
      .default(''),
    phone: text('Phone', placeLimits.phone).optional().default(''),
    image: z
      .object({
        key: z.string().regex(/^[a-f0-9]{32}$/, 'Upload the photo again'),
        alt: text('Alt text', placeLimits.alt).min(1, 'Alt text is required: say what the photo shows'),
      })
      .nullable()
      .optional()
      .default(null),
    /** `{fr: {name, note}}`: the French versions; a blank one removes it */
    translations: translationsInputSchema(placeTranslatable),
  },
  { error: 'The place must be an object with name and category' },
);

export type PlaceFields = z.output<typeof placeInputSchema>;

/** A place as the API returns it, to staff and in a welcome page's `places`. */
export const placeSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.enum(placeCategoryIds),
  note: z.string(),
  address: z.string(),
  /** A maps search link for the address; null without an address. */
  map_url: z.string().nullable(),
  website: z.string(),
  phone: z.string(),
  /** `key` and `alt` are what a PUT sends back to keep the photo; `url`/`srcset` show it. */
  image: z
    .object({
      key: z.string(),
      alt: z.string(),
      url: z.string(),
      srcset: z.string(),
      width: z.number(),
      height: z.number(),
    })
    .nullable(),
  /** The French versions staff gave (issue 28); absent with `?lang=` */
  translations: translationsSchema(placeTranslatable).optional(),
  lang: localisedSchema.shape.lang.optional(),
  untranslated: localisedSchema.shape.untranslated.optional(),
});

export type Place = z.infer<typeof placeSchema>;

/**
 * A property's choice of places (`PUT /properties/{id}/places`): the ids in the order the guide lists them,
 * or null for every place (the default, which also takes in places added later).
 */
export const propertyPlacesInputSchema = z.object(
  {
    place_ids: z
      .array(z.number({ message: 'Each place id must be a number' }).int().positive(), {
        message: 'place_ids must be a list of place ids, or null for every place',
      })
      .max(200, 'At most 200 places')
      .refine((ids) => new Set(ids).size === ids.length, 'A place may be listed once only')
      .nullable(),
  },
  { error: 'The body must be an object with place_ids' },
);

export const propertyPlacesSchema = z.object({
  /** True while the property shows every place (no choice made). */
  all: z.boolean(),
  /** The places the guide shows, in order. */
  place_ids: z.array(z.number()),
});

export type PropertyPlaces = z.infer<typeof propertyPlacesSchema>;
