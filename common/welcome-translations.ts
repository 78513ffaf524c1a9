import { z } from 'zod';
import { limits } from './text-limits.ts';
import { frenchTextSchema } from './translations.ts';

/**
 * The welcome page's texts that have a French version (issue 28, ADR 0036), by their multipart names, with
 * their limits. House rules are one text, one rule per line. The codes, times, WiFi network and contact
 * details are not words to translate.
 */
export const welcomeTranslatable = {
  check_in_instructions: limits.longText,
  door_instructions: limits.longText,
  checkout_instructions: limits.longText,
  garbage_info: limits.longText,
  garbage_location: 500,
  parking_location: 500,
  parking_instructions: limits.longText,
  shuttle_description: limits.longText,
  pm_contact: limits.longText,
  house_rules: limits.longText,
} as const;

export type WelcomeTranslatableField = keyof typeof welcomeTranslatable;

/** The texts of one amenity block with a French version. */
export const welcomeAmenityTranslatable = { name: limits.shortText, description: limits.longText } as const;

const frenchText = (label: string, max: number) => frenchTextSchema(label, max).optional();

/**
 * The French of the amenity blocks in a write: one object per English amenity, in the English order (a
 * blank text removes that French). The blocks past the list's end lose their French.
 */
export const welcomeAmenityTranslationsInput = z
  .array(
    z.strictObject(
      {
        name: frenchText('amenity name', welcomeAmenityTranslatable.name),
        description: frenchText('amenity description', welcomeAmenityTranslatable.description),
      },
      { message: 'Each French amenity must be an object with name and description' },
    ),
    { message: 'The French amenities must be a list of {name, description}' },
  )
  .max(limits.welcomeAmenities, `At most ${limits.welcomeAmenities} French amenities`);

export type WelcomeAmenityTranslations = z.output<typeof welcomeAmenityTranslationsInput>;

/** The French of a welcome page as a read returns it: its texts, and its amenities by the English order. */
export const welcomeTranslationsSchema = z.object({
  fr: z
    .object({
      ...(Object.fromEntries(
        Object.keys(welcomeTranslatable).map((field) => [field, z.string().optional()]),
      ) as Record<WelcomeTranslatableField, z.ZodOptional<z.ZodString>>),
      amenities: z
        .array(z.object({ name: z.string().optional(), description: z.string().optional() }))
        .optional(),
    })
    .optional(),
});

export type WelcomeTranslations = z.infer<typeof welcomeTranslationsSchema>;
