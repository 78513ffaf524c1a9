import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { StayCreate } from '#common/stay.ts';
import { createManualBlock } from '#server/domain/calendar/calendar.ts';
import type { StoredImage } from '#server/domain/images/images.ts';
import { saveRates } from '#server/domain/pricing/rates.ts';
import { createPlace, deletePlace } from '#server/domain/properties/places.ts';
import { createProperty, deleteProperty } from '#server/domain/properties/properties.ts';
import { type AmenityInput, saveWelcome } from '#server/domain/properties/welcome-pages.ts';
import { writePropertyTranslations } from '#server/domain/properties/welcome-translations.ts';
import { createChannelReview } from '#server/domain/reviews/reviews.ts';
import type { DomainContext } from '#server/domain/shared/context.ts';
import { readTranslations, writeTranslations } from '#server/domain/shared/translations.ts';
import { createStay } from '#server/domain/stays/stays.ts';
import { demoBookings } from './bookings.ts';
import { type DemoPhoto, demoProperties } from './content.ts';
import { frenchPlaces, frenchProperties } from './french.ts';
import { readDemoPhoto } from './photo-files.ts';
import { demoPlaces } from './places.ts';
import { demoRates } from './rates.ts';
import { demoReviews } from './reviews.ts';
import { demoWelcomeFrench } from './welcome-french.ts';

export interface SeedResult {
  properties: number;
  images: number;
  /** The one password that opens every demo welcome page. */
  guestPassword: string;
  milliseconds: number;
}

const passwordWords = [
  'alpine',
  'aspen',
  'begbie',
  'cedar',
  'cornice',
  'creek',
  'eddy',
  'fir',
  'glacier',
  'gondola',
  'granite',
  'grizzly',
  'heron',
  'huckleberry',
  'larch',
  'lupine',
  'marmot',
  'moose',
  'osprey',
  'pika',
  'powder',
  'ptarmigan',
  'ridge',
  'river',
  'selkirk',
  'sledge',
  'snowshoe',
  'spruce',
  'summit',
  'tamarack',
  'telemark',
  'trail',
  'valley',
  'wapiti',
  'wolverine',
];

/** Three words and two digits, e.g. `cedar-glacier-pika-42`: easy to read out to a guest on the phone. */
export function makeGuestPassword(): string {
  const words = Array.from({ length: 3 }, () => passwordWords[randomInt(passwordWords.length)]);
  return `${words.join('-')}-${randomInt(10, 100)}`;
}

/**
 * The demo photos: demo/photos/ beside this module, and in the compiled server build/node/demo/photos/,
 * which scripts/build-server.ts copies there; this code is compiled into a file one folder below
 * build/node/ (a chunk), so the same relative path reaches both.
 */
export const demoPhotosDir = fileURLToPath(new URL('../demo/photos/', import.meta.url));

/**
 * Seeds the demo properties: each property's photos (committed WebP variants, demo/photos/, made by the
 * image pipeline) are stored by the image store as they are, then the property and its welcome page
 * are created through the domain functions. A photo used twice (the town's shuttle bus) is stored for each
 * use, as an admin uploading it twice would. If anything fails, what was created is removed again and the
 * error is rethrown.
 */
export async function seedDemoContent(
  ctx: DomainContext,
  options: { guestPassword?: string; photosDir?: string } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const guestPassword = options.guestPassword ?? makeGuestPassword();
  const photosDir = options.photosDir ?? demoPhotosDir;
  const properties = demoProperties(ctx.config.site);
  const stored: StoredImage[] = [];
  const createdIds: number[] = [];
  const store = async (photo: DemoPhoto) => {
    const image = await ctx.images.storeEncoded(await readDemoPhoto(path.join(photosDir, photo)));
    stored.push(image);
    return image;
  };
  const placeIds: number[] = [];
  try {
    for (const place of demoPlaces) {
      const french = frenchPlaces[place.name];
      const translations = french
        ? { fr: { name: french.name ?? place.name, note: french.note } }
        : undefined;
      placeIds.push((await createPlace(ctx, { ...place, translations })).id);
    }
    await giveFooterBlurbFrench(ctx);
    const today = todayIn(ctx.config.site.timeZone, ctx.now());
    for (const [i, p] of properties.entries()) {
      const cover = await store(p.cover);
      const gallery: StoredImage[] = [];
      for (const photo of p.gallery) gallery.push(await store(photo));
      const amenities: AmenityInput[] = [];
      for (const [index, a] of p.amenities.entries()) {
        const image = a.image ? await store(a.image) : undefined;
        amenities.push({ formKey: `amenity_${index}`, fields: a.fields, ...(image ? { image } : {}) });
      }
      const shuttleImages: StoredImage[] = [];
      for (const photo of p.shuttleImages) shuttleImages.push(await store(photo));

      const listingFrench = frenchProperties[p.slug];
      const property = await createProperty(
        ctx,
        { ...p.fields, translations: listingFrench ? { fr: listingFrench } : undefined },
        { cover, gallery },
      );
      createdIds.push(property.id);
      if (p.fields.nightly_rate_from)
        await saveRates(
          ctx,
          property.id,
          demoRates(p.fields.nightly_rate_from, p.fields.bedrooms, today),
          null,
        );
      await saveWelcome(
        ctx,
        property.id,
        { ...p.welcome, property_password: guestPassword },
        { amenities, newShuttleImages: shuttleImages, deletedShuttleImageIds: [], deletedAmenityImages: [] },
        'create',
      );
      const welcomeFrench = demoWelcomeFrench[p.slug];
      if (welcomeFrench) await writePropertyTranslations(ctx, property.id, welcomeFrench);
      // The first home has a guest staying now, so the Guests tab and "staying now" show something; the
      // next one a French-speaking guest, whose guide and mails are in French (issue 28).
      const stays: (StayCreate & { arrival: string; departure: string })[] =
        i === 0
          ? [
              { guest_name: 'Avery Chen', arrival: addDays(today, -1), departure: addDays(today, 3) },
              {
                guest_name: 'Camille Tremblay',
                arrival: addDays(today, 10),
                departure: addDays(today, 14),
                language: 'fr',
              },
            ]
          : [];
      for (const stay of stays) await createStay(ctx, property.id, stay, null);
      // the staff blocks keep clear of the stays' nights: a block over a stay is a double booking (a 409)
      const clearOfStays = (b: { start: string; end: string }) =>
        !stays.some((s) => b.start < s.departure && s.arrival < b.end);
      for (const booking of demoBookings(i, today).filter(clearOfStays))
        await createManualBlock(ctx, property.id, booking, null);
      for (const review of demoReviews(p.slug, today))
        await createChannelReview(ctx, property.id, review, null);
    }
  } catch (error) {
    await undoSeed(ctx, createdIds, stored, placeIds);
    throw error;
  }
  return {
    properties: properties.length,
    images: stored.length,
    guestPassword,
    milliseconds: Math.round(performance.now() - started),
  };
}

async function undoSeed(
  ctx: DomainContext,
  propertyIds: number[],
  images: StoredImage[],
  placeIds: number[],
) {
  for (const id of propertyIds) await deleteProperty(ctx, id).catch(() => {});
  for (const id of placeIds) await deletePlace(ctx, id).catch(() => {});
  await ctx.images.remove(images).catch(() => {});
}

/**
 * The footer's text in French (issue 28), beside the English the environment seeds (site-content-seed.ts),
 * unless staff already wrote one.
 */
async function giveFooterBlurbFrench(ctx: DomainContext): Promise<void> {
  const existing = await readTranslations(ctx.db, 'settings', ['site']);
  if (existing.get('site')?.fr?.footer_blurb) return;
  const { town, developer } = ctx.config.site;
  await writeTranslations(ctx, 'settings', 'site', {
    fr: {
      footer_blurb: `Nous proposons aux voyageurs des logements chaleureux et bien tenus à ${town}, une ville de montagne entre les Selkirk et les Monashee, et nous prenons soin de chaque séjour comme si vous étiez nos propres invités.`,
      // the credit line's French where it is the demo's own English (SITE_DEVELOPER may name someone else)
      ...(developer === demoDeveloperCredit
        ? { developer_credit: "Conçu à Revelstoke par l'équipe de Selkirk Stays" }
        : {}),
    },
  });
}

const demoDeveloperCredit = 'Built in Revelstoke by the Selkirk Stays team';
