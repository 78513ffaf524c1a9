import { randomInt } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import { addDays, todayIn } from '#common/site-dates.ts';
import { createManualBlock } from '#server/domain/calendar.ts';
import type { DomainContext } from '#server/domain/context.ts';
import type { StoredImage } from '#server/domain/images.ts';
import { createProperty, deleteProperty } from '#server/domain/properties.ts';
import { createChannelReview } from '#server/domain/reviews.ts';
import { createStay } from '#server/domain/stays.ts';
import { saveWelcome } from '#server/domain/welcome-pages.ts';
import { demoBookings } from './bookings.ts';
import { type DemoProperty, demoProperties, type SceneSpec } from './content.ts';
import { demoReviews } from './reviews.ts';
import { drawScene, type SceneTheme } from './scenes.ts';

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

/** Shuttle pictures show the town's bus, not a property: one drawing serves every welcome page. */
const shuttleSeed = 9001;

/** The theme a demo picture is drawn with: the property's seed, home and accent, the spec's light and season. */
export function demoSceneTheme(property: DemoProperty, spec: SceneSpec): SceneTheme {
  const kindOffset = [...spec.kind].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const seed = spec.kind === 'shuttle' ? shuttleSeed : property.seed + kindOffset * 13;
  return {
    seed: seed + (spec.variant ?? 0) * 101,
    time: spec.time,
    season: spec.season,
    home: property.home,
    accent: spec.kind === 'shuttle' ? '#c0432f' : property.accent,
  };
}

/** Draws a scene and rasterises it with sharp at its full 1600 px width. */
async function renderScene(theme: SceneTheme, spec: SceneSpec): Promise<Buffer> {
  const svg = drawScene(spec.kind, theme);
  return sharp(Buffer.from(svg)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}

/**
 * Runs `fn` over `items` with at most `limit` running at once, keeping the order of the results. After a
 * failure no new item starts, and the error is thrown once the running ones have finished, so that the
 * caller can clean up everything they produced.
 */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next;
      next += 1;
      try {
        results[index] = await fn(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((o) => o.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

interface ImageJob {
  property: number;
  role: 'cover' | 'gallery' | 'amenity' | 'shuttle';
  index: number;
  spec: SceneSpec;
}

/**
 * Seeds the demo properties: their pictures are drawn as SVG, rendered by sharp and stored through the image
 * store like any upload; then each property and its welcome page are created through the domain functions.
 * If anything fails, what was created is removed again and the error is rethrown.
 */
export async function seedDemoContent(
  ctx: DomainContext,
  options: {
    guestPassword?: string;
    concurrency?: number;
    /** Pictures already rendered, by scene and theme: a caller seeding more than once (tests) shares them. */
    renders?: Map<string, Promise<Buffer>>;
  } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const guestPassword = options.guestPassword ?? makeGuestPassword();
  const properties = demoProperties(ctx.config.site);
  const jobs: ImageJob[] = properties.flatMap((p, property) => [
    { property, role: 'cover' as const, index: 0, spec: p.cover },
    ...p.gallery.map((spec, index) => ({ property, role: 'gallery' as const, index, spec })),
    ...p.amenities.flatMap((a, index) =>
      a.image ? [{ property, role: 'amenity' as const, index, spec: a.image }] : [],
    ),
    ...p.shuttleImages.map((spec, index) => ({ property, role: 'shuttle' as const, index, spec })),
  ]);

  // A picture used twice (the town's shuttle bus) is drawn once and stored for each use.
  const renders = options.renders ?? new Map<string, Promise<Buffer>>();
  const render = (job: ImageJob) => {
    const theme = demoSceneTheme(properties[job.property]!, job.spec);
    const key = JSON.stringify([job.spec.kind, theme]);
    let buffer = renders.get(key);
    if (!buffer) {
      buffer = renderScene(theme, job.spec);
      renders.set(key, buffer);
    }
    return buffer;
  };

  const limit = options.concurrency ?? Math.max(1, Math.min(2, os.availableParallelism()));
  const stored: StoredImage[] = [];
  const createdIds: number[] = [];
  try {
    const images = await mapLimit(jobs, limit, async (job) => {
      const image = await ctx.images.store(await render(job));
      stored.push(image);
      return image;
    });
    if (!options.renders) renders.clear();
    const imageFor = (property: number, role: ImageJob['role'], index: number) => {
      const at = jobs.findIndex((j) => j.property === property && j.role === role && j.index === index);
      return at === -1 ? undefined : images[at];
    };

    for (const [i, p] of properties.entries()) {
      const property = await createProperty(ctx, p.fields, {
        cover: imageFor(i, 'cover', 0)!,
        gallery: p.gallery.map((_, index) => imageFor(i, 'gallery', index)!),
      });
      createdIds.push(property.id);
      await saveWelcome(
        ctx,
        property.id,
        { ...p.welcome, property_password: guestPassword },
        {
          amenities: p.amenities.map((a, index) => {
            const image = imageFor(i, 'amenity', index);
            return { formKey: `amenity_${index}`, fields: a.fields, ...(image ? { image } : {}) };
          }),
          newShuttleImages: p.shuttleImages.map((_, index) => imageFor(i, 'shuttle', index)!),
          deletedShuttleImageIds: [],
          deletedAmenityImages: [],
        },
        'create',
      );
      // The first home has a guest staying now, so the Guests tab and "staying now" show something.
      const today = todayIn(ctx.config.site.timeZone, ctx.now());
      if (i === 0) {
        await createStay(
          ctx,
          property.id,
          { guest_name: 'Avery Chen', arrival: addDays(today, -1), departure: addDays(today, 3) },
          null,
        );
      }
      for (const booking of demoBookings(i, today)) await createManualBlock(ctx, property.id, booking, null);
      for (const review of demoReviews(p.slug, today))
        await createChannelReview(ctx, property.id, review, null);
    }
  } catch (error) {
    await undoSeed(ctx, createdIds, stored);
    throw error;
  }
  return {
    properties: properties.length,
    images: stored.length,
    guestPassword,
    milliseconds: Math.round(performance.now() - started),
  };
}

async function undoSeed(ctx: DomainContext, propertyIds: number[], images: StoredImage[]) {
  for (const id of propertyIds) await deleteProperty(ctx, id).catch(() => {});
  await ctx.images.remove(images).catch(() => {});
}
