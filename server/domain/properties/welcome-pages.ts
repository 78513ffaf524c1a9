import { amenityKeys } from '#common/amenity-key.ts';
import { mapSearchUrl } from '#common/map-link.ts';
import type { Welcome, WelcomeAmenityFields, WelcomeFields } from '#common/welcome.ts';
import { propertyPasswordProblem } from '#common/welcome.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../access/passwords.ts';
import { endPasswordGuestSessions } from '../access/sessions.ts';
import { imageRef, type StoredImage } from '../images/images.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, invalid, notFound } from '../shared/errors.ts';
import { placesOfProperty } from './places.ts';
import { propertyNotFound } from './properties.ts';
import { forgetAmenityTranslationsFrom } from './welcome-translations.ts';

export const welcomeNotFound = () => notFound('This property has no welcome page yet');

/** The welcome page of a property, with its house rules, shuttle images and amenities; null if none. */
export async function findWelcome(ctx: DomainContext, propertyId: number): Promise<Welcome | null> {
  const page = await ctx.db
    .selectFrom('welcome_pages')
    .innerJoin('properties', 'properties.id', 'welcome_pages.property_id')
    .select([
      'welcome_pages.property_id',
      'properties.name as property_name',
      'properties.address as property_address',
      'welcome_pages.owning_company',
      'welcome_pages.contact_email',
      'welcome_pages.contact_phone',
      'welcome_pages.checkout_time',
      'welcome_pages.checkout_instructions',
      'welcome_pages.garbage_info',
      'welcome_pages.garbage_location',
      'welcome_pages.garbage_code',
      'welcome_pages.wifi_network',
      'welcome_pages.wifi_password',
      'welcome_pages.parking_location',
      'welcome_pages.parking_instructions',
      'welcome_pages.shuttle_description',
      'welcome_pages.pm_contact',
      'welcome_pages.check_in_time',
      'welcome_pages.check_in_instructions',
      'welcome_pages.door_code',
      'welcome_pages.door_instructions',
      'welcome_pages.password_shows_codes',
      'welcome_pages.early_check_in',
      'welcome_pages.late_checkout',
      'welcome_pages.auto_approve_times',
      'welcome_pages.updated_at',
    ])
    .where('welcome_pages.property_id', '=', propertyId)
    .executeTakeFirst();
  if (!page) return null;
  const [cover, rules, shuttle, amenities, places] = await Promise.all([
    ctx.db
      .selectFrom('property_images')
      .select(['id', 'image_key', 'width', 'height'])
      .where('property_id', '=', propertyId)
      .where('kind', '=', 'cover')
      .executeTakeFirst(),
    ctx.db
      .selectFrom('house_rules')
      .select(['rule'])
      .where('property_id', '=', propertyId)
      .orderBy('position')
      .execute(),
    ctx.db
      .selectFrom('shuttle_images')
      .select(['id', 'image_key', 'width', 'height'])
      .where('property_id', '=', propertyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('welcome_amenities')
      .select(['id', 'key', 'name', 'description', 'video_link', 'image_key', 'width', 'height'])
      .where('property_id', '=', propertyId)
      .orderBy('position')
      .execute(),
    placesOfProperty(ctx, propertyId),
  ]);
  const coverRef = cover
    ? imageRef(cover.id, { key: cover.image_key, width: cover.width, height: cover.height })
    : null;
  return {
    property_id: page.property_id,
    property: {
      id: page.property_id,
      name: page.property_name,
      cover_image: coverRef?.url ?? null,
      cover: coverRef,
    },
    owning_company: page.owning_company,
    address: { line: page.property_address.trim(), map_url: mapSearchUrl(page.property_address) },
    stay: null,
    password_shows_codes: page.password_shows_codes === 1,
    contact: { email: page.contact_email, phone: page.contact_phone },
    checkin: { time: page.check_in_time, instructions: page.check_in_instructions },
    door: { code: page.door_code, instructions: page.door_instructions },
    checkout: { time: page.checkout_time, instructions: page.checkout_instructions },
    stay_times: {
      early_check_in: page.early_check_in,
      late_checkout: page.late_checkout,
      auto_approve: page.auto_approve_times === 1,
    },
    garbage: { info: page.garbage_info, location: page.garbage_location, code: page.garbage_code },
    wifi: { network: page.wifi_network, password: page.wifi_password },
    parking: { location: page.parking_location, instructions: page.parking_instructions },
    house_rules: rules.map((r) => r.rule),
    shuttle: {
      description: page.shuttle_description,
      images: shuttle.map((s) => imageRef(s.id, { key: s.image_key, width: s.width, height: s.height })),
    },
    pm_contact: page.pm_contact,
    amenities: amenities.map((a) => ({
      id: a.id,
      key: a.key,
      name: a.name,
      description: a.description,
      videoLink: a.video_link,
      image:
        a.image_key && a.width && a.height
          ? imageRef(a.id, { key: a.image_key, width: a.width, height: a.height })
          : null,
    })),
    places,
    updated_at: page.updated_at,
    codes_available_at: null,
  };
}

export async function getWelcome(ctx: DomainContext, propertyId: number): Promise<Welcome> {
  const welcome = await findWelcome(ctx, propertyId);
  if (welcome) return welcome;
  throw await missingWelcome(ctx, propertyId);
}

/** The 404 for a property without a welcome page: says whether the property itself is missing. */
export async function missingWelcome(ctx: DomainContext, propertyId: number): Promise<Error> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return property ? welcomeNotFound() : propertyNotFound();
}

/** One amenity block of the form: `formKey` is the block's key in the multipart names. */
export interface AmenityInput {
  formKey: string;
  fields: WelcomeAmenityFields;
  image?: StoredImage;
}

export interface WelcomeChanges {
  amenities: AmenityInput[];
  newShuttleImages: StoredImage[];
  deletedShuttleImageIds: number[];
  /** Form keys of amenities whose existing image is removed. */
  deletedAmenityImages: string[];
}

/**
 * Creates (mode `create`, 409 when one exists) or creates-or-updates (mode `upsert`) a property's welcome
 * page. Returns the page and the images no longer used, which the caller deletes from disk.
 */
export async function saveWelcome(
  ctx: DomainContext,
  propertyId: number,
  fields: WelcomeFields,
  changes: WelcomeChanges,
  mode: 'create' | 'upsert',
): Promise<{ welcome: Welcome; removed: StoredImage[] }> {
  const property = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
  const existing = await ctx.db
    .selectFrom('welcome_pages')
    .select(['property_id'])
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (existing && mode === 'create') throw conflict('This property already has a welcome page');
  const passwordProblem = propertyPasswordProblem(fields.property_password, !existing);
  if (passwordProblem) throw invalid(passwordProblem, { property_password: passwordProblem });
  const passwordHash = fields.property_password ? await hashPassword(fields.property_password) : undefined;
  const now = ctx.now().toISOString();
  const {
    property_password: _password,
    house_rules,
    password_shows_codes,
    auto_approve_times,
    ...text
  } = fields;
  const columns = {
    ...text,
    password_shows_codes: password_shows_codes ? 1 : 0,
    auto_approve_times: auto_approve_times ? 1 : 0,
  };

  const removed = await inTransaction(ctx, async ({ db: trx }) => {
    if (existing) {
      await trx
        .updateTable('welcome_pages')
        .set({ ...columns, ...(passwordHash ? { password_hash: passwordHash } : {}), updated_at: now })
        .where('property_id', '=', propertyId)
        .execute();
      if (passwordHash) await endPasswordGuestSessions(trx, propertyId);
    } else {
      await trx
        .insertInto('welcome_pages')
        .values({
          ...columns,
          property_id: propertyId,
          password_hash: passwordHash!,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    await trx.deleteFrom('house_rules').where('property_id', '=', propertyId).execute();
    if (house_rules.length > 0) {
      await trx
        .insertInto('house_rules')
        .values(house_rules.map((rule, position) => ({ property_id: propertyId, position, rule })))
        .execute();
    }

    const shuttle = await trx
      .selectFrom('shuttle_images')
      .select(['id', 'image_key', 'width', 'height'])
      .where('property_id', '=', propertyId)
      .execute();
    const unknownShuttle = changes.deletedShuttleImageIds.filter((id) => !shuttle.some((s) => s.id === id));
    if (unknownShuttle.length > 0) {
      throw invalid(`Shuttle image ${unknownShuttle.join(', ')} does not belong to this property`, {
        deleted_shuttle_images: 'Unknown image id',
      });
    }
    const goneShuttle = shuttle.filter((s) => changes.deletedShuttleImageIds.includes(s.id));
    if (goneShuttle.length > 0) {
      await trx
        .deleteFrom('shuttle_images')
        .where(
          'id',
          'in',
          goneShuttle.map((s) => s.id),
        )
        .execute();
    }
    if (changes.newShuttleImages.length > 0) {
      const start = shuttle.length;
      await trx
        .insertInto('shuttle_images')
        .values(
          changes.newShuttleImages.map((image, i) => ({
            property_id: propertyId,
            position: start + i,
            image_key: image.key,
            width: image.width,
            height: image.height,
          })),
        )
        .execute();
    }

    const oldAmenities = await trx
      .selectFrom('welcome_amenities')
      .select(['key', 'image_key', 'width', 'height'])
      .where('property_id', '=', propertyId)
      .execute();
    const keys = amenityKeys(changes.amenities.map((a) => a.fields.name));
    const keptImageKeys = new Set<string>();
    const rows = changes.amenities.map((amenity, position) => {
      const previous = oldAmenities.find((o) => o.key === amenity.formKey);
      const keepPrevious =
        !amenity.image && previous?.image_key && !changes.deletedAmenityImages.includes(amenity.formKey);
      if (keepPrevious && previous.image_key) keptImageKeys.add(previous.image_key);
      const image: StoredImage | undefined =
        amenity.image ??
        (keepPrevious && previous.image_key && previous.width && previous.height
          ? { key: previous.image_key, width: previous.width, height: previous.height }
          : undefined);
      return {
        property_id: propertyId,
        position,
        key: keys[position]!,
        name: amenity.fields.name,
        description: amenity.fields.description,
        video_link: amenity.fields.videoLink,
        image_key: image?.key ?? null,
        width: image?.width ?? null,
        height: image?.height ?? null,
      };
    });
    await trx.deleteFrom('welcome_amenities').where('property_id', '=', propertyId).execute();
    if (rows.length > 0) await trx.insertInto('welcome_amenities').values(rows).execute();
    // French follows the blocks by position: the blocks no longer there lose theirs
    await forgetAmenityTranslationsFrom({ db: trx }, propertyId, rows.length);

    const goneAmenityImages = oldAmenities.flatMap((o) =>
      o.image_key && o.width && o.height && !keptImageKeys.has(o.image_key)
        ? [{ key: o.image_key, width: o.width, height: o.height }]
        : [],
    );
    return [
      ...goneShuttle.map((s) => ({ key: s.image_key, width: s.width, height: s.height })),
      ...goneAmenityImages,
    ];
  });
  return { welcome: await getWelcome(ctx, propertyId), removed };
}

/** Whether `password` opens the welcome page of the property; 404 when the property or page is missing. */
export async function checkGuestPassword(
  ctx: DomainContext,
  propertyId: number,
  password: string,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('properties')
    .leftJoin('welcome_pages', 'welcome_pages.property_id', 'properties.id')
    .select(['properties.id', 'welcome_pages.password_hash'])
    .where('properties.id', '=', propertyId)
    .executeTakeFirst();
  if (!row) throw propertyNotFound();
  if (!row.password_hash) {
    await verifyPassword(password, await decoyPasswordHash());
    throw welcomeNotFound();
  }
  return verifyPassword(password, row.password_hash);
}
