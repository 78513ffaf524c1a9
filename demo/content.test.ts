import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantSetProblem } from '#server/domain/images/images.ts';
import { demoProperties } from './content.ts';
import { readDemoPhoto } from './photo-files.ts';
import { demoReviews } from './reviews.ts';
import { demoPhotosDir } from './seed.ts';

/** The photo folders under demo/photos/ (`<slug>/<name>`): each folder that holds files. */
async function committedPhotos(): Promise<string[]> {
  const entries = await fs.readdir(demoPhotosDir, { recursive: true, withFileTypes: true });
  const folders = entries.filter((e) => e.isFile()).map((e) => path.relative(demoPhotosDir, e.parentPath));
  return [...new Set(folders)].sort();
}

const site = { name: 'Selkirk Stays', phone: '+1 250-555-0142', email: 'stay@selkirkstays.example' };

describe('demo content', () => {
  // A code printed on the house (its street number) is the first thing a passer-by or a bear-bin
  // vandal would try; a demo that teaches hosts to reuse it teaches a bad habit.
  it.each(demoProperties(site).map((p) => [p.slug, p] as const))(
    '%s: the garbage code is not the street number',
    (_slug, property) => {
      const streetNumber = /^\s*(\d+)/.exec(property.fields.address)?.[1];
      expect(streetNumber).toBeDefined();
      const code = property.welcome.garbage_code ?? '';
      expect(code).not.toContain(streetNumber);
    },
  );

  // Issue 40: a newcomer sees quotes and a listing BC allows at once.
  it.each(demoProperties(site).map((p) => [p.slug, p] as const))(
    '%s: is published, has a "from" rate for its demo rates, and both BC numbers',
    (_slug, property) => {
      expect(property.fields.is_published).toBe(true);
      expect(property.fields.nightly_rate_from).toBeGreaterThan(0);
      expect(property.fields.registration_number).toMatch(/^H\d{9}$/);
      expect(property.fields.business_licence).toMatch(/^BL-20\d{2}-\d{4}$/);
    },
  );

  it('gives each demo home its own registration and licence numbers', () => {
    const homes = demoProperties(site);
    expect(new Set(homes.map((p) => p.fields.registration_number)).size).toBe(homes.length);
    expect(new Set(homes.map((p) => p.fields.business_licence)).size).toBe(homes.length);
  });

  it('shows every committed photo, and only committed photos', async () => {
    const named = demoProperties(site).flatMap((p) => [
      p.cover,
      ...p.gallery,
      ...p.amenities.flatMap((a) => (a.image ? [a.image] : [])),
      ...p.shuttleImages,
    ]);
    expect([...new Set(named)].sort()).toEqual(await committedPhotos());
  });

  it('commits each photo as the set of WebP variants the image pipeline makes of a 1600 px picture', async () => {
    for (const photo of await committedPhotos()) {
      const image = await readDemoPhoto(path.join(demoPhotosDir, photo));
      expect(variantSetProblem(image), photo).toBeUndefined();
      expect(image.width, photo).toBe(1600);
    }
  });
  it.each(demoProperties(site).map((p) => [p.slug, p] as const))(
    '%s: has a nightly rate, a minimum stay and four or five dated channel reviews',
    (slug, property) => {
      expect(property.fields.nightly_rate_from).toBeGreaterThan(0);
      expect(property.fields.minimum_nights).toBeGreaterThanOrEqual(2);
      const reviews = demoReviews(slug, '2026-11-27');
      expect(reviews.length).toBeGreaterThanOrEqual(4);
      expect(reviews.length).toBeLessThanOrEqual(5);
      for (const review of reviews) {
        expect(review.source).not.toBe('direct');
        expect(review.date < '2026-11-27').toBe(true);
      }
    },
  );
});
