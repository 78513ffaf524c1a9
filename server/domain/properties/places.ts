import { imageUrl } from '#common/images.ts';
import { mapSearchUrl } from '#common/map-link.ts';
import {
  type Place,
  type PlaceCategory,
  type PlaceFields,
  type PropertyPlaces,
  placeCategoryIds,
} from '#common/place.ts';
import type { Lang } from '#common/translations.ts';
import type { PlacesTable } from '../../db/schema.ts';
import { storedWidths } from '../images/images.ts';
import { webpSize } from '../images/webp-size.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { invalid, notFound } from '../shared/errors.ts';
import { deleteTranslations, localise, readTranslations, writeTranslations } from '../shared/translations.ts';
import { propertyNotFound } from './properties.ts';

/**
 * The local guide (issue 26): one list of places staff keep for the company, and each property's choice and
 * order of them. A property that never chose shows every place, by category and then name; once staff
 * choose (`places_chosen`), it shows exactly its `property_places`, in their order.
 */

type PlaceRow = Omit<PlacesTable, 'id' | 'created_at' | 'updated_at'> & { id: number };

const placeColumns = [
  'places.id',
  'places.name',
  'places.category',
  'places.note',
  'places.address',
  'places.website',
  'places.phone',
  'places.image_key',
  'places.image_width',
  'places.image_height',
  'places.image_alt',
] as const;

export const placeNotFound = () => notFound('Place not found');

const categoryRank = (category: string) => placeCategoryIds.indexOf(category as PlaceCategory);

function toPlace(row: PlaceRow): Place {
  const image =
    row.image_key && row.image_width && row.image_height
      ? {
          key: row.image_key,
          alt: row.image_alt,
          url: imageUrl(row.image_key, row.image_width),
          srcset: storedWidths(row.image_width)
            .map((w) => `${imageUrl(row.image_key!, w)} ${w}w`)
            .join(', '),
          width: row.image_width,
          height: row.image_height,
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    category: row.category as PlaceCategory,
    note: row.note,
    address: row.address,
    map_url: mapSearchUrl(row.address),
    website: row.website,
    phone: row.phone,
    image,
  };
}

/** The guide's default order: by category (the page's order), then name. */
const byCategoryThenName = (a: PlaceRow, b: PlaceRow) =>
  categoryRank(a.category) - categoryRank(b.category) || a.name.localeCompare(b.name, 'en-CA');

/** Places with the French versions staff gave (issue 28) beside the English. */
async function withTranslations(ctx: DomainContext, places: Place[]): Promise<Place[]> {
  const translations = await readTranslations(
    ctx.db,
    'place',
    places.map((p) => p.id),
  );
  return places.map((place) => ({ ...place, translations: translations.get(String(place.id)) ?? {} }));
}

/** A place as a reader of `lang` sees it (French where staff gave it); without a language, as stored. */
export function localisePlace(place: Place, lang: Lang | undefined): Place {
  if (!lang) return place;
  const { translations, ...english } = place;
  return localise('place', english, translations, lang);
}

async function listPlaceRows(ctx: DomainContext): Promise<Place[]> {
  const rows = await ctx.db.selectFrom('places').select(placeColumns).execute();
  return rows.sort(byCategoryThenName).map(toPlace);
}

/** Every place, in the guide's default order, with its French versions (for staff). */
export async function listPlaces(ctx: DomainContext): Promise<Place[]> {
  return withTranslations(ctx, await listPlaceRows(ctx));
}

async function findPlace(ctx: DomainContext, id: number): Promise<Place> {
  const row = await findPlaceRow(ctx, id);
  if (!row) throw placeNotFound();
  const [place] = await withTranslations(ctx, [toPlace(row)]);
  return place!;
}

async function findPlaceRow(ctx: DomainContext, id: number): Promise<PlaceRow | undefined> {
  return ctx.db.selectFrom('places').select(placeColumns).where('places.id', '=', id).executeTakeFirst();
}

/**
 * The photo's columns: the largest stored variant of the uploaded image names its size. 400 when the key has
 * no stored variants (a photo never uploaded, or deleted).
 */
async function photoColumns(ctx: DomainContext, image: PlaceFields['image']) {
  if (!image) return { image_key: null, image_width: null, image_height: null, image_alt: '' };
  const largest = await ctx.db
    .selectFrom('image_variants')
    .select(['width', 'content'])
    .where('image_key', '=', image.key)
    .orderBy('width', 'desc')
    .limit(1)
    .executeTakeFirst();
  const size = largest ? webpSize(Buffer.from(largest.content)) : null;
  if (!largest || !size) {
    const message = 'This uploaded picture was not found: upload it again';
    throw invalid(message, { 'image.key': message });
  }
  return {
    image_key: image.key,
    image_width: largest.width,
    image_height: size.height,
    image_alt: image.alt,
  };
}

export async function createPlace(ctx: DomainContext, fields: PlaceFields): Promise<Place> {
  const now = ctx.now().toISOString();
  const { image, translations, ...text } = fields;
  const photo = await photoColumns(ctx, image);
  const id = await inTransaction(ctx, async ({ db: trx }) => {
    const row = await trx
      .insertInto('places')
      .values({ ...text, ...photo, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTranslations({ db: trx, now: ctx.now }, 'place', row.id, translations);
    return row.id;
  });
  return findPlace(ctx, id);
}

export async function updatePlace(ctx: DomainContext, id: number, fields: PlaceFields): Promise<Place> {
  if (!(await findPlaceRow(ctx, id))) throw placeNotFound();
  const { image, translations, ...text } = fields;
  const photo = await photoColumns(ctx, image);
  await inTransaction(ctx, async ({ db: trx }) => {
    await trx
      .updateTable('places')
      .set({ ...text, ...photo, updated_at: ctx.now().toISOString() })
      .where('id', '=', id)
      .execute();
    await writeTranslations({ db: trx, now: ctx.now }, 'place', id, translations);
  });
  return findPlace(ctx, id);
}

/** Deletes a place; it leaves every property's guide (its property_places rows go with it). */
export async function deletePlace(ctx: DomainContext, id: number): Promise<void> {
  const result = await inTransaction(ctx, async ({ db: trx }) => {
    await deleteTranslations(trx, 'place', id);
    return trx.deleteFrom('places').where('id', '=', id).executeTakeFirst();
  });
  if (Number(result.numDeletedRows) === 0) throw placeNotFound();
}

/** The places a property's guide shows, in its order (in English: the guest's page). */
export async function placesOfProperty(ctx: DomainContext, propertyId: number): Promise<Place[]> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('places_chosen')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) return [];
  if (!property.places_chosen) return listPlaceRows(ctx);
  const rows = await ctx.db
    .selectFrom('property_places')
    .innerJoin('places', 'places.id', 'property_places.place_id')
    .select(placeColumns)
    .where('property_places.property_id', '=', propertyId)
    .orderBy('property_places.position')
    .execute();
  return rows.map(toPlace);
}

/** A property's choice: every place (`all`), or the ids it chose, in order. 404 for an unknown property. */
export async function getPropertyPlaces(ctx: DomainContext, propertyId: number): Promise<PropertyPlaces> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('places_chosen')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
  const places = await placesOfProperty(ctx, propertyId);
  return { all: !property.places_chosen, place_ids: places.map((p) => p.id) };
}

/**
 * Sets a property's choice: `placeIds` in the order to show them, or null for every place. 404 for an
 * unknown property; 400 naming the ids that are not places.
 */
export async function setPropertyPlaces(
  ctx: DomainContext,
  propertyId: number,
  placeIds: number[] | null,
): Promise<PropertyPlaces> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
  if (placeIds && placeIds.length > 0) {
    const known = new Set(
      (await ctx.db.selectFrom('places').select('id').where('id', 'in', placeIds).execute()).map((r) => r.id),
    );
    const unknown = placeIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const message = `No place has the id ${unknown.join(', ')}`;
      throw invalid(message, { place_ids: message });
    }
  }
  await inTransaction(ctx, async ({ db: trx }) => {
    await trx.deleteFrom('property_places').where('property_id', '=', propertyId).execute();
    if (placeIds && placeIds.length > 0) {
      await trx
        .insertInto('property_places')
        .values(placeIds.map((place_id, position) => ({ property_id: propertyId, place_id, position })))
        .execute();
    }
    await trx
      .updateTable('properties')
      .set({ places_chosen: placeIds ? 1 : 0 })
      .where('id', '=', propertyId)
      .execute();
  });
  return getPropertyPlaces(ctx, propertyId);
}
