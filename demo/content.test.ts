import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { demoProperties } from './content.ts';
import { demoReviews } from './reviews.ts';
import { demoPhotosDir } from './seed.ts';

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

  it('shows every committed photo, and only committed photos', async () => {
    const named = demoProperties(site).flatMap((p) => [
      p.cover,
      ...p.gallery,
      ...p.amenities.flatMap((a) => (a.image ? [a.image] : [])),
      ...p.shuttleImages,
    ]);
    const committed = await fs.readdir(demoPhotosDir, { recursive: true, withFileTypes: true });
    const files = committed
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath.slice(demoPhotosDir.length)}/${e.name}`);
    expect([...new Set(named)].sort()).toEqual(files.sort());
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
