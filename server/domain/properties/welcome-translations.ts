import type { Place } from '#common/place.ts';
import { type PropertyWrite, propertyTranslatable } from '#common/property.ts';
import { limits } from '#common/text-limits.ts';
import type { Lang } from '#common/translations.ts';
import type { Welcome } from '#common/welcome.ts';
import {
  type WelcomeAmenityTranslations,
  type WelcomeTranslatableField,
  type WelcomeTranslations,
  welcomeTranslatable,
} from '#common/welcome-translations.ts';
import type { DomainContext } from '../shared/context.ts';
import { localise, readTranslations, writeTranslations } from '../shared/translations.ts';

/**
 * The French of a welcome page (issue 28, ADR 0036): its texts under the kind `welcome` (record: the
 * property's id), each amenity block's under `welcome_amenity` (record: `{propertyId}:{position}`, the
 * English blocks' order, since a block's key changes with its English name). Staff write them with the
 * property (its write's `translations.fr`); the guide and `GET /properties/welcome/{id}?lang=fr` read them.
 */

type Ctx = Pick<DomainContext, 'db' | 'now'>;

const amenityRecord = (propertyId: number, position: number) => `${propertyId}:${position}`;

const positions = (count: number) => Array.from({ length: count }, (_, i) => i);

function pick<F extends string>(texts: Readonly<Record<string, unknown>>, fields: readonly F[]) {
  const picked: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = texts[field];
    if (typeof text === 'string') picked[field] = text;
  }
  return picked;
}

/**
 * Stores the French a property write carries, in the write's transaction: the property's own texts, its
 * welcome page's, and the amenity blocks (a list under `amenities` or `welcome_amenities`).
 */
export async function writePropertyTranslations(
  ctx: Ctx,
  propertyId: number,
  translations: PropertyWrite['translations'],
): Promise<void> {
  const fr = translations?.fr;
  if (!fr) return;
  const { amenities, welcome_amenities, ...texts } = fr;
  const own = pick(texts, Object.keys(propertyTranslatable));
  if (typeof amenities === 'string') own.amenities = amenities;
  await writeTranslations(ctx, 'property', propertyId, { fr: own });
  await writeTranslations(ctx, 'welcome', propertyId, {
    fr: pick(texts, Object.keys(welcomeTranslatable) as WelcomeTranslatableField[]),
  });
  const blocks = Array.isArray(welcome_amenities)
    ? welcome_amenities
    : Array.isArray(amenities)
      ? amenities
      : undefined;
  if (blocks) await writeAmenityTranslations(ctx, propertyId, blocks);
}

/** Sets the French of each amenity block by position; the blocks past the list lose theirs. */
async function writeAmenityTranslations(ctx: Ctx, propertyId: number, blocks: WelcomeAmenityTranslations) {
  for (const [position, block] of blocks.entries()) {
    await writeTranslations(ctx, 'welcome_amenity', amenityRecord(propertyId, position), { fr: block });
  }
  await forgetAmenityTranslationsFrom(ctx, propertyId, blocks.length);
}

/** Removes the French of the amenity blocks from `count` on (the English list became shorter). */
export async function forgetAmenityTranslationsFrom(
  ctx: Pick<DomainContext, 'db'>,
  propertyId: number,
  count: number,
): Promise<void> {
  const gone = positions(limits.welcomeAmenities)
    .slice(count)
    .map((position) => amenityRecord(propertyId, position));
  if (gone.length === 0) return;
  await ctx.db
    .deleteFrom('translations')
    .where('kind', '=', 'welcome_amenity')
    .where('record_id', 'in', gone)
    .execute();
}

/** Removes all the French of a property's welcome page (the property is being deleted). */
export async function deleteWelcomeTranslations(ctx: Pick<DomainContext, 'db'>, propertyId: number) {
  await ctx.db
    .deleteFrom('translations')
    .where('kind', '=', 'welcome')
    .where('record_id', '=', String(propertyId))
    .execute();
  await forgetAmenityTranslationsFrom(ctx, propertyId, 0);
}

/** The French staff gave a welcome page, as the back office reads it (amenities by the English order). */
export async function readWelcomeTranslations(
  ctx: Pick<DomainContext, 'db'>,
  welcome: Pick<Welcome, 'property_id' | 'amenities'>,
): Promise<WelcomeTranslations> {
  const id = welcome.property_id;
  const records = positions(welcome.amenities.length).map((position) => amenityRecord(id, position));
  const [page, amenities] = await Promise.all([
    readTranslations(ctx.db, 'welcome', [id]),
    readTranslations(ctx.db, 'welcome_amenity', records),
  ]);
  const texts = page.get(String(id))?.fr;
  const blocks = records.map((record) => amenities.get(record)?.fr ?? {});
  if (!texts && blocks.every((block) => Object.keys(block).length === 0)) return {};
  return { fr: { ...texts, amenities: blocks } };
}

/** Where each translatable text sits in the page's shape. */
const welcomeTextOf: Record<WelcomeTranslatableField, (w: Welcome) => string> = {
  check_in_instructions: (w) => w.checkin.instructions,
  door_instructions: (w) => w.door.instructions,
  checkout_instructions: (w) => w.checkout.instructions,
  garbage_info: (w) => w.garbage.info,
  garbage_location: (w) => w.garbage.location,
  parking_location: (w) => w.parking.location,
  parking_instructions: (w) => w.parking.instructions,
  shuttle_description: (w) => w.shuttle.description,
  pm_contact: (w) => w.pm_contact,
  house_rules: (w) => w.house_rules.join('\n'),
};

function withText(welcome: Welcome, field: WelcomeTranslatableField, text: string): Welcome {
  switch (field) {
    case 'check_in_instructions':
      return { ...welcome, checkin: { ...welcome.checkin, instructions: text } };
    case 'door_instructions':
      return { ...welcome, door: { ...welcome.door, instructions: text } };
    case 'checkout_instructions':
      return { ...welcome, checkout: { ...welcome.checkout, instructions: text } };
    case 'garbage_info':
      return { ...welcome, garbage: { ...welcome.garbage, info: text } };
    case 'garbage_location':
      return { ...welcome, garbage: { ...welcome.garbage, location: text } };
    case 'parking_location':
      return { ...welcome, parking: { ...welcome.parking, location: text } };
    case 'parking_instructions':
      return { ...welcome, parking: { ...welcome.parking, instructions: text } };
    case 'shuttle_description':
      return { ...welcome, shuttle: { ...welcome.shuttle, description: text } };
    case 'pm_contact':
      return { ...welcome, pm_contact: text };
    case 'house_rules':
      return {
        ...welcome,
        house_rules: text
          .split('\n')
          .map((rule) => rule.trim())
          .filter(Boolean),
      };
  }
}

/**
 * A welcome page as a reader of `lang` sees it: each staff text in that language where it has a version,
 * in English otherwise, `untranslated` naming the English ones (a text that is blank in English needs
 * none); the property's name and the places too (a place names its own untranslated fields).
 */
export async function localiseWelcome(
  ctx: Pick<DomainContext, 'db'>,
  welcome: Welcome,
  lang: Lang,
): Promise<Welcome> {
  if (lang === 'en') {
    return {
      ...welcome,
      places: welcome.places.map((place) => ({ ...place, lang, untranslated: [] })),
      lang,
      untranslated: [],
    };
  }
  const [{ fr }, property, places] = await Promise.all([
    readWelcomeTranslations(ctx, welcome),
    readTranslations(ctx.db, 'property', [welcome.property_id]),
    readTranslations(
      ctx.db,
      'place',
      welcome.places.map((place) => place.id),
    ),
  ]);
  const untranslated: string[] = [];
  let localised = welcome;
  const propertyName = property.get(String(welcome.property_id))?.fr?.name;
  if (propertyName) localised = { ...localised, property: { ...localised.property, name: propertyName } };
  else untranslated.push('name');
  for (const field of Object.keys(welcomeTextOf) as WelcomeTranslatableField[]) {
    if (welcomeTextOf[field](welcome).trim() === '') continue;
    const text = fr?.[field];
    if (text) localised = withText(localised, field, text);
    else untranslated.push(field);
  }
  const amenities = welcome.amenities.map((amenity, position) => {
    const block = fr?.amenities?.[position] ?? {};
    if (!block.name) untranslated.push(`amenities.${position}.name`);
    if (!block.description) untranslated.push(`amenities.${position}.description`);
    return {
      ...amenity,
      name: block.name || amenity.name,
      description: block.description || amenity.description,
    };
  });
  const localisedPlaces: Place[] = welcome.places.map((place) =>
    localise('place', place, places.get(String(place.id)), lang),
  );
  return { ...localised, amenities, places: localisedPlaces, lang, untranslated };
}
