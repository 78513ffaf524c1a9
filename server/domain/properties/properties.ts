import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type Property,
  type PropertyFields,
  type PropertyWrite,
  propertyFieldNames,
  splitList,
} from '#common/property.ts';
import type { ListingQuery } from '#common/stay-search.ts';
import type { Lang } from '#common/translations.ts';
import type { Database } from '../../db/schema.ts';
import { stayOf } from '../calendar/availability.ts';
import { imageRef, type StoredImage } from '../images/images.ts';
import { nightlyRatesFrom } from '../pricing/rates.ts';
import { ratingsOf } from '../reviews/property-ratings.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { invalid, notFound } from '../shared/errors.ts';
import { deleteTranslations, localise, readTranslations } from '../shared/translations.ts';
import type { Visibility } from './visibility.ts';
import { deleteWelcomeTranslations, writePropertyTranslations } from './welcome-translations.ts';

/** The columns of the properties table a `Property` is read from: its id and the schema's fields but amenities (a table of their own). */
const propertyColumns = [
  'id' as const,
  ...propertyFieldNames.filter(
    (name): name is Exclude<keyof PropertyFields, 'amenities'> => name !== 'amenities',
  ),
];

export const propertyNotFound = () => notFound('Property not found');

/** A calendar export key: 24 random bytes, base64url (ADR 0017); every property is made with one. */
export const newExportKey = () => randomBytes(24).toString('base64url');

/**
 * Properties matching the listing filters (minimums, except `minimum_nights`: stays of at most N) and, with
 * dates, free for every night `[check_in, check_out)` with a minimum stay that fits and room for `guests`.
 * The check-out day is free for the next guest: a block that starts on it does not overlap.
 */
export async function listProperties(
  ctx: DomainContext,
  filters: ListingQuery = {},
  visibility: Visibility = 'published',
): Promise<Property[]> {
  const stay = stayOf(ctx, filters);
  let query = ctx.db.selectFrom('properties').select(propertyColumns);
  if (visibility === 'published') query = query.where('is_published', '=', 1);
  if (stay) {
    query = query
      .where('minimum_nights', '<=', stay.nights)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('calendar_blocks')
              .select('calendar_blocks.id')
              .whereRef('calendar_blocks.property_id', '=', 'properties.id')
              .where('calendar_blocks.start_date', '<', stay.checkOut)
              .where('calendar_blocks.end_date', '>', stay.checkIn),
          ),
        ),
      )
      // a stay occupies its nights like a booking; a revoked one frees them
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stays')
              .select('stays.id')
              .whereRef('stays.property_id', '=', 'properties.id')
              .where('stays.revoked_at', 'is', null)
              .where('stays.arrival', '<', stay.checkOut)
              .where('stays.departure', '>', stay.checkIn),
          ),
        ),
      )
      // so does a pending booking request until its hold ends (issue 41)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('booking_requests')
              .select('booking_requests.id')
              .where('booking_requests.status', '=', 'pending')
              .where('booking_requests.hold_until', '>', ctx.now().toISOString())
              .whereRef('booking_requests.property_id', '=', 'properties.id')
              .where('booking_requests.check_in', '<', stay.checkOut)
              .where('booking_requests.check_out', '>', stay.checkIn),
          ),
        ),
      );
  }
  if (filters.guests !== undefined) query = query.where('max_guests', '>=', filters.guests);
  if (filters.bedrooms !== undefined) query = query.where('bedrooms', '>=', filters.bedrooms);
  if (filters.bathrooms !== undefined) query = query.where('bathrooms', '>=', filters.bathrooms);
  if (filters.max_guests !== undefined) query = query.where('max_guests', '>=', filters.max_guests);
  if (filters.minimum_nights !== undefined)
    query = query.where('minimum_nights', '<=', filters.minimum_nights);
  const rows = await query.orderBy('is_featured', 'desc').orderBy('id').execute();
  return withRelations(ctx, rows);
}

export async function findFeaturedProperties(ctx: DomainContext): Promise<Property[]> {
  const rows = await ctx.db
    .selectFrom('properties')
    .select(propertyColumns)
    .where('is_featured', '=', 1)
    .where('is_published', '=', 1)
    .orderBy('id')
    .execute();
  return withRelations(ctx, rows);
}

export async function findProperty(
  ctx: DomainContext,
  id: number,
  visibility: Visibility = 'published',
): Promise<Property | null> {
  const row = await ctx.db
    .selectFrom('properties')
    .select(propertyColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (visibility === 'published' && row.is_published !== 1)) return null;
  const [property] = await withRelations(ctx, [row]);
  return property ?? null;
}

export async function getProperty(
  ctx: DomainContext,
  id: number,
  visibility: Visibility = 'published',
): Promise<Property> {
  const property = await findProperty(ctx, id, visibility);
  if (!property) throw propertyNotFound();
  return property;
}

type PropertyRow = Omit<
  Property,
  | 'is_featured'
  | 'is_published'
  | 'booking_requests'
  | 'cover_image'
  | 'cover'
  | 'amenities'
  | 'images'
  | 'rating'
  | 'translations'
  | 'lang'
  | 'untranslated'
> & {
  is_featured: number;
  is_published: number;
  booking_requests: number;
};

async function withRelations(ctx: DomainContext, rows: PropertyRow[]): Promise<Property[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, amenities, ratings, translations, ratesFrom] = await Promise.all([
    ctx.db
      .selectFrom('property_images')
      .select(['id', 'property_id', 'kind', 'position', 'image_key', 'width', 'height'])
      .where('property_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('property_amenities')
      .select(['property_id', 'name'])
      .where('property_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    ratingsOf(ctx, ids),
    readTranslations(ctx.db, 'property', ids),
    nightlyRatesFrom(ctx, ids),
  ]);
  return rows.map((row) => {
    const own = images.filter((i) => i.property_id === row.id);
    const coverRow = own.find((i) => i.kind === 'cover');
    const cover = coverRow
      ? imageRef(coverRow.id, { key: coverRow.image_key, width: coverRow.width, height: coverRow.height })
      : null;
    return {
      ...row,
      // derived from the home's rates when it has them (issue 40); the stored figure otherwise
      nightly_rate_from: ratesFrom.get(row.id) ?? row.nightly_rate_from,
      is_featured: row.is_featured === 1,
      is_published: row.is_published === 1,
      booking_requests: row.booking_requests === 1,
      cover_image: cover?.url ?? null,
      cover,
      amenities: amenities.filter((a) => a.property_id === row.id).map((a) => a.name),
      images: own
        .filter((i) => i.kind === 'gallery')
        .map((i) => imageRef(i.id, { key: i.image_key, width: i.width, height: i.height })),
      rating: ratings.get(row.id) ?? null,
      translations: translations.get(String(row.id)) ?? {},
    };
  });
}

/**
 * A property as a reader of `lang` sees it (issue 28): its texts in that language where staff gave them,
 * in English otherwise (named in `untranslated`). The French amenities are a comma-separated list. Without
 * a language asked for, the property as stored: English, with its translations beside it.
 */
export function localiseProperty(property: Property, lang: Lang | undefined): Property {
  if (!lang) return property;
  const { translations, ...english } = property;
  return localise('property', english, translations, lang, { amenities: splitList });
}

function columnsOf(fields: PropertyWrite, now: string) {
  const {
    amenities: _amenities,
    translations: _translations,
    is_featured,
    is_published,
    booking_requests,
    ...rest
  } = fields;
  return {
    ...rest,
    is_featured: is_featured ? 1 : 0,
    is_published: is_published ? 1 : 0,
    booking_requests: booking_requests ? 1 : 0,
    updated_at: now,
  };
}

async function insertAmenities(trx: Kysely<Database>, propertyId: number, names: string[]) {
  if (names.length === 0) return;
  await trx
    .insertInto('property_amenities')
    .values(names.map((name, position) => ({ property_id: propertyId, position, name })))
    .execute();
}

async function insertImages(
  trx: Kysely<Database>,
  propertyId: number,
  kind: 'cover' | 'gallery',
  images: StoredImage[],
  firstPosition: number,
) {
  if (images.length === 0) return;
  await trx
    .insertInto('property_images')
    .values(
      images.map((image, i) => ({
        property_id: propertyId,
        kind,
        position: firstPosition + i,
        image_key: image.key,
        width: image.width,
        height: image.height,
      })),
    )
    .execute();
}

export async function createProperty(
  ctx: DomainContext,
  fields: PropertyWrite,
  images: { cover: StoredImage; gallery: StoredImage[] },
): Promise<Property> {
  const now = ctx.now().toISOString();
  const id = await inTransaction(ctx, async ({ db: trx }) => {
    const { id } = await trx
      .insertInto('properties')
      .values({ ...columnsOf(fields, now), created_at: now, calendar_export_key: newExportKey() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertAmenities(trx, id, fields.amenities);
    await writePropertyTranslations({ db: trx, now: ctx.now }, id, fields.translations);
    await insertImages(trx, id, 'cover', [images.cover], 0);
    await insertImages(trx, id, 'gallery', images.gallery, 0);
    return id;
  });
  return getProperty(ctx, id, 'staff');
}

/**
 * Publishes a draft or takes a home back to draft (issue 40, item 5): the back office's one-click control.
 * Only the flag changes; the public content revision moves with it (properties is a public table).
 */
export async function setPublished(ctx: DomainContext, id: number, published: boolean): Promise<Property> {
  const now = ctx.now().toISOString();
  const updated = await inTransaction(ctx, ({ db: trx }) =>
    trx
      .updateTable('properties')
      .set({ is_published: published ? 1 : 0, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  if (Number(updated.numUpdatedRows) === 0) throw propertyNotFound();
  return getProperty(ctx, id, 'staff');
}

export interface PropertyImageChanges {
  cover?: StoredImage;
  newImages: StoredImage[];
  deletedImageIds: number[];
  /** Gallery image ids in their new order; ids not listed keep their relative order after these. */
  imageOrder?: number[];
}

/**
 * Updates the fields and images of a property. Returns the images whose files are no longer used, which
 * the caller deletes from disk once the change is committed.
 */
export async function updateProperty(
  ctx: DomainContext,
  id: number,
  fields: PropertyWrite,
  changes: PropertyImageChanges,
): Promise<{ property: Property; removed: StoredImage[] }> {
  const now = ctx.now().toISOString();
  const removed = await inTransaction(ctx, async ({ db: trx }) => {
    const updated = await trx
      .updateTable('properties')
      .set(columnsOf(fields, now))
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw propertyNotFound();
    await trx.deleteFrom('property_amenities').where('property_id', '=', id).execute();
    await insertAmenities(trx, id, fields.amenities);
    await writePropertyTranslations({ db: trx, now: ctx.now }, id, fields.translations);

    const existing = await trx
      .selectFrom('property_images')
      .select(['id', 'kind', 'image_key', 'width', 'height'])
      .where('property_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const unknown = changes.deletedImageIds.filter(
      (d) => !existing.some((e) => e.id === d && e.kind === 'gallery'),
    );
    if (unknown.length > 0) {
      throw invalid(`Image ${unknown.join(', ')} is not in this property's gallery`, {
        deleted_image_ids: 'Unknown image id',
      });
    }
    const gone = existing.filter(
      (e) =>
        (e.kind === 'gallery' && changes.deletedImageIds.includes(e.id)) ||
        (e.kind === 'cover' && changes.cover),
    );
    if (gone.length > 0) {
      await trx
        .deleteFrom('property_images')
        .where(
          'id',
          'in',
          gone.map((g) => g.id),
        )
        .execute();
    }
    if (changes.cover) await insertImages(trx, id, 'cover', [changes.cover], 0);

    const kept = existing.filter((e) => e.kind === 'gallery' && !gone.includes(e));
    const order = changes.imageOrder ?? [];
    const ordered = [
      ...order.map((o) => kept.find((k) => k.id === o)).filter((k) => k !== undefined),
      ...kept.filter((k) => !order.includes(k.id)),
    ];
    for (const [position, image] of ordered.entries()) {
      await trx.updateTable('property_images').set({ position }).where('id', '=', image.id).execute();
    }
    await insertImages(trx, id, 'gallery', changes.newImages, ordered.length);
    return gone.map((g) => ({ key: g.image_key, width: g.width, height: g.height }));
  });
  return { property: await getProperty(ctx, id, 'staff'), removed };
}

/** Every stored image that belongs to a property: its photos, shuttle and amenity images. */
export async function imagesOfProperty(ctx: DomainContext, id: number): Promise<StoredImage[]> {
  const [photos, shuttle, amenities] = await Promise.all([
    ctx.db
      .selectFrom('property_images')
      .select(['image_key', 'width', 'height'])
      .where('property_id', '=', id)
      .execute(),
    ctx.db
      .selectFrom('shuttle_images')
      .select(['image_key', 'width', 'height'])
      .where('property_id', '=', id)
      .execute(),
    ctx.db
      .selectFrom('welcome_amenities')
      .select(['image_key', 'width', 'height'])
      .where('property_id', '=', id)
      .execute(),
  ]);
  return [...photos, ...shuttle, ...amenities].flatMap((i) =>
    i.image_key && i.width && i.height ? [{ key: i.image_key, width: i.width, height: i.height }] : [],
  );
}

/** Deletes a property with its welcome page, every related row (by cascade) and its image files. */
export async function deleteProperty(ctx: DomainContext, id: number): Promise<void> {
  const images = await imagesOfProperty(ctx, id);
  const result = await inTransaction(ctx, async ({ db: trx }) => {
    await deleteTranslations(trx, 'property', id);
    await deleteWelcomeTranslations({ db: trx }, id);
    return trx.deleteFrom('properties').where('id', '=', id).executeTakeFirst();
  });
  if (Number(result.numDeletedRows) === 0) throw propertyNotFound();
  await ctx.images.remove(images);
}
