import { z } from 'zod';
import { placeSchema } from './place.ts';
import { booleanField, imageRefSchema, limits, splitList } from './property.ts';
import { localisedSchema } from './translations.ts';
import { httpUrlMessage, isHttpUrl } from './web-address.ts';
import { welcomeTranslationsSchema } from './welcome-translations.ts';

const optionalText = (label: string, max: number = limits.shortText) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');

const requiredText = (label: string, max: number = limits.longText) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalUrl = (label: string) =>
  optionalText(label, limits.url).refine((v) => v === '' || isHttpUrl(v), httpUrlMessage(label));

export const welcomeAmenitySchema = z.object({
  name: requiredText('Amenity name', limits.shortText),
  description: requiredText('Amenity description'),
  videoLink: optionalUrl('Amenity video link'),
});

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The welcome-page fields of docs/spec.md sections 3, 5 and 7 (multipart names). */
export const welcomeFieldsSchema = z.object({
  owning_company: optionalText('Owning company'),
  contact_phone: optionalText('Contact phone', 40),
  contact_email: optionalText('Contact email').refine(
    (v) => v === '' || z.email().safeParse(v).success,
    'Contact email must be an email address',
  ),
  checkout_time: optionalText('Checkout time', 16).refine(
    (v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    'Checkout time must be a time such as 10:00',
  ),
  checkout_instructions: optionalText('Checkout instructions', limits.longText),
  check_in_time: optionalText('Check-in time', 16).refine(
    (v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    'Check-in time must be a time such as 16:00',
  ),
  check_in_instructions: optionalText('Check-in instructions', limits.longText),
  /** The earliest check-in and latest checkout the home allows a guest who asks ('' = not offered). */
  early_check_in: optionalText('Earliest check-in', 16).refine(
    (v) => v === '' || timePattern.test(v),
    'Earliest check-in must be a time such as 13:00',
  ),
  late_checkout: optionalText('Latest checkout', 16).refine(
    (v) => v === '' || timePattern.test(v),
    'Latest checkout must be a time such as 13:00',
  ),
  /** Whether such a request is approved at once when the home has no same-day turnover. */
  auto_approve_times: booleanField.optional().default(false),
  door_code: optionalText('Door code', 100),
  door_instructions: optionalText('Door instructions', limits.longText),
  /** Whether a property-password guest sees the door code too (false: only through a stay's link). */
  password_shows_codes: booleanField.optional().default(false),
  garbage_info: optionalText('Garbage info', limits.longText),
  garbage_location: optionalText('Garbage location', 500),
  garbage_code: optionalText('Garbage code', 100),
  wifi_network: optionalText('WiFi network', 100),
  wifi_password: optionalText('WiFi password', 100),
  parking_location: optionalText('Parking location', 500),
  parking_instructions: optionalText('Parking instructions', limits.longText),
  house_rules: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(splitList)
    .pipe(
      z
        .array(z.string().max(500, 'Each house rule must be at most 500 characters'))
        .max(limits.houseRules, `At most ${limits.houseRules} house rules`),
    ),
  shuttle_description: optionalText('Shuttle description', limits.longText),
  pm_contact: requiredText('Property manager contact'),
  property_password: z
    .string()
    .max(200, 'Property password must be at most 200 characters')
    .optional()
    .default(''),
});

export type WelcomeFields = z.output<typeof welcomeFieldsSchema>;

/** The names of the welcome fields, in the schema's order: what the property form sends. */
export const welcomeFieldNames = Object.keys(welcomeFieldsSchema.shape) as (keyof WelcomeFields)[];
export type WelcomeAmenityFields = z.output<typeof welcomeAmenitySchema>;

/** The amenity-block limit of a welcome page, checked by the form and the API with the same words. */
export const tooManyAmenitiesMessage = `At most ${limits.welcomeAmenities} amenities`;

const propertyPasswordMinLength = 4;

/**
 * The guest password rule beyond its length cap: required when a welcome page is created, at least
 * four characters when given; blank on an existing page keeps the current password. Null when it passes.
 */
export function propertyPasswordProblem(password: string, required: boolean): string | null {
  if (password === '') return required ? 'Property password is required' : null;
  if (password.length < propertyPasswordMinLength) {
    return `Property password must be at least ${propertyPasswordMinLength} characters`;
  }
  return null;
}

/** An amenity of a welcome page as the API returns it; `key` is its stored multipart key. */
export const storedWelcomeAmenitySchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  image: imageRefSchema.nullable(),
  videoLink: z.string(),
});

export type WelcomeAmenity = z.infer<typeof storedWelcomeAmenitySchema>;

/** A welcome page as the API returns it: the one source of the `Welcome` type. */
export const welcomeSchema = z.object({
  property_id: z.number(),
  property: z.object({
    id: z.number(),
    name: z.string(),
    cover_image: z.string().nullable(),
    cover: imageRefSchema.nullable(),
  }),
  owning_company: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** Where the home is: the property's address and a maps search link for it (null without an address). */
  address: z.object({ line: z.string(), map_url: z.string().nullable() }),
  /**
   * The stay of the guest reading the page ("Welcome, Jordan · Fri 12 Dec–Mon 15 Dec"); null for staff and
   * for a property-password guest. `email` is the stay's guest email (null without one): that guest's own,
   * shown to nobody else, the address a request from the page is answered to.
   */
  stay: z
    .object({
      first_name: z.string(),
      arrival: z.string(),
      departure: z.string(),
      email: z.string().nullable(),
      /**
       * What the guide offers this stay (issue 43): the earlier check-in and later checkout it may ask for,
       * null when the home allows none or has a same-day turnover (or the stay already has it).
       */
      time_options: z.object({ early_check_in: z.string().nullable(), late_checkout: z.string().nullable() }),
    })
    .nullable(),
  /**
   * Whether a property-password guest is shown the door code. When false, such a guest gets `door.code`
   * null with `codes_available_at` null: the code is only in a stay's personal link.
   */
  password_shows_codes: z.boolean(),
  /** Arrival: check-in time and entry steps, the door (or lockbox) code and how to find the door. */
  checkin: z.object({ time: z.string(), instructions: z.string() }),
  door: z.object({ code: z.string().nullable(), instructions: z.string() }),
  checkout: z.object({ time: z.string(), instructions: z.string() }),
  /**
   * What a guest may ask for (issue 43): the earliest check-in and latest checkout ('' = not offered), and
   * whether a request is approved at once when the home is free. `checkin.time` and `checkout.time` are the
   * stay's own times for a stay's guest once a request is approved.
   */
  stay_times: z.object({ early_check_in: z.string(), late_checkout: z.string(), auto_approve: z.boolean() }),
  garbage: z.object({ info: z.string(), location: z.string(), code: z.string().nullable() }),
  wifi: z.object({ network: z.string(), password: z.string().nullable() }),
  parking: z.object({ location: z.string(), instructions: z.string() }),
  house_rules: z.array(z.string()),
  shuttle: z.object({ description: z.string(), images: z.array(imageRefSchema) }),
  pm_contact: z.string(),
  amenities: z.array(storedWelcomeAmenitySchema),
  /** The local guide: the places this property shows, in its order (the page groups them by category). */
  places: z.array(placeSchema),
  updated_at: z.string(),
  /**
   * Set when the door code, WiFi password and garbage code are withheld (null above) because the guest's
   * stay has not begun: the instant they are released (00:00 on arrival day in SITE_TIMEZONE). Null when
   * nothing is withheld.
   */
  codes_available_at: z.string().nullable(),
  /** Read without `lang`: the French staff gave (issue 28), beside the English. */
  translations: welcomeTranslationsSchema.optional(),
  /** Read with `lang`: the language answered. */
  lang: localisedSchema.shape.lang.optional(),
  /**
   * Read with `lang`: the texts shown in English for want of a version, by their write names (`name` for
   * the property's, `check_in_instructions`, `amenities.0.description`…); a place names its own.
   */
  untranslated: localisedSchema.shape.untranslated.optional(),
});

export type Welcome = z.infer<typeof welcomeSchema>;
