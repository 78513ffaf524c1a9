import { z } from 'zod';
import { limits, type Property, propertyTranslatable } from '#common/property.ts';
import { type WelcomeTranslations, welcomeTranslatable } from '#common/welcome-translations.ts';

/**
 * The property form's French fields (issue 28, ADR 0036): each beside its English field, sent in the
 * `translations` JSON of the property's and the welcome page's multipart writes (the contract of
 * docs/architecture.md). A blank French is sent too: it removes that French, so the English shows again.
 */

/** The property's texts with a French version (the API's `propertyTranslatable`). */
export const propertyFrenchFields = Object.keys(
  propertyTranslatable,
) as (keyof typeof propertyTranslatable)[];

/** The welcome page's texts with a French version, by their multipart names (the API's `welcomeTranslatable`). */
export const welcomeFrenchFields = Object.keys(welcomeTranslatable) as (keyof typeof welcomeTranslatable)[];

export type FrenchFieldName = (typeof propertyFrenchFields)[number] | (typeof welcomeFrenchFields)[number];
export type FrenchTexts = Record<FrenchFieldName, string>;

const frenchText = (max: number) =>
  z.string().trim().max(max, `The French text must be at most ${max} characters`);

/** The form's `fr` values: every French field, '' where there is none. */
export const frenchTextsSchema = z.object(
  Object.fromEntries(
    Object.entries({ ...propertyTranslatable, ...welcomeTranslatable }).map(([field, max]) => [
      field,
      frenchText(max),
    ]),
  ) as Record<FrenchFieldName, ReturnType<typeof frenchText>>,
);

/** An amenity block's French name and description. */
export const amenityFrenchSchema = z.object({
  name: frenchText(limits.shortText),
  description: frenchText(limits.longText),
});
export type AmenityFrench = z.infer<typeof amenityFrenchSchema>;

/** The form's French fields as loaded: the property's and the welcome page's French, '' where none. */
export function frenchDefaults(
  property: Pick<Property, 'translations'> | undefined,
  welcome: WelcomeTranslations | undefined,
): FrenchTexts {
  const propertyFrench = property?.translations?.fr ?? {};
  const welcomeFrench = (welcome?.fr ?? {}) as Record<string, unknown>;
  const texts = {} as FrenchTexts;
  for (const field of propertyFrenchFields) texts[field] = propertyFrench[field] ?? '';
  for (const field of welcomeFrenchFields) {
    const value = welcomeFrench[field];
    texts[field] = Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
  }
  return texts;
}

/** The French of the n-th amenity as loaded ('' where none). */
export function amenityFrenchDefaults(
  welcome: WelcomeTranslations | undefined,
  index: number,
): AmenityFrench {
  const amenity = welcome?.fr?.amenities?.[index];
  return { name: amenity?.name ?? '', description: amenity?.description ?? '' };
}

const pick = <K extends string>(texts: Record<string, string>, fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field, texts[field] ?? ''])) as Record<K, string>;

/** The property write's `translations` JSON text. */
export const propertyTranslationsJson = (texts: FrenchTexts) =>
  JSON.stringify({ fr: pick(texts, propertyFrenchFields) });

/** The welcome write's `translations` JSON text, the amenities by the English blocks' order. */
export const welcomeTranslationsJson = (texts: FrenchTexts, amenities: readonly AmenityFrench[]) =>
  JSON.stringify({
    fr: {
      ...pick(texts, welcomeFrenchFields),
      amenities: amenities.map(({ name, description }) => ({ name, description })),
    },
  });
