import { z } from 'zod';
import type { ImageRef } from './property.ts';
import { limits, splitList } from './property.ts';

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
  optionalText(label, limits.url).refine((v) => {
    if (v === '') return true;
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `${label} must be a web address starting with http:// or https://`);

export const welcomeAmenitySchema = z.object({
  name: requiredText('Amenity name', limits.shortText),
  description: requiredText('Amenity description'),
  videoLink: optionalUrl('Amenity video link'),
});

/** The welcome-page fields of SPEC.md sections 3, 5 and 7 (multipart names). */
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
export type WelcomeAmenityFields = z.output<typeof welcomeAmenitySchema>;

export const propertyPasswordMinLength = 4;

export interface WelcomeAmenity {
  id: number;
  key: string;
  name: string;
  description: string;
  image: ImageRef | null;
  videoLink: string;
}

export interface Welcome {
  property_id: number;
  property: { id: number; name: string; cover_image: string | null; cover: ImageRef | null };
  owning_company: string;
  contact: { email: string; phone: string };
  checkout: { time: string; instructions: string };
  garbage: { info: string; location: string; code: string };
  wifi: { network: string; password: string };
  parking: { location: string; instructions: string };
  house_rules: string[];
  shuttle: { description: string; images: ImageRef[] };
  pm_contact: string;
  amenities: WelcomeAmenity[];
  updated_at: string;
}
