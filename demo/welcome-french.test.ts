import { describe, expect, it } from 'vitest';
import { propertyWriteSchema } from '#common/property.ts';
import { type WelcomeTranslatableField, welcomeTranslatable } from '#common/welcome-translations.ts';
import { demoProperties } from './content.ts';
import { demoWelcomeFrench } from './welcome-french.ts';

const site = {
  name: 'Selkirk Stays',
  email: 'stay@example.com',
  phone: '+1 250-555-0142',
  town: 'Revelstoke',
};

/** Amenity names written the same in both languages (a word French has too). */
const sameInFrench = new Set(['Spa']);

describe('the French of the demo welcome pages', () => {
  const homes = demoProperties(site as never);

  it('covers every demo home, and no home that is gone', () => {
    expect(Object.keys(demoWelcomeFrench).sort()).toEqual(homes.map((h) => h.slug).sort());
  });

  it.each(homes.map((h) => [h.slug, h] as const))(
    '%s: is what the property write accepts, with the French of every text the English has',
    (slug, home) => {
      const translations = demoWelcomeFrench[slug];
      const parsed = propertyWriteSchema.shape.translations.safeParse(translations);
      expect(parsed.success, parsed.error?.message).toBe(true);
      const fr = translations?.fr ?? {};
      for (const field of Object.keys(welcomeTranslatable) as WelcomeTranslatableField[]) {
        const english = home.welcome[field];
        const text = Array.isArray(english) ? english.join('\n') : (english ?? '');
        const french = (fr as Record<string, unknown>)[field];
        if (text.trim() === '') {
          // a text blank in English needs no French
          expect(french ?? '', `${slug}.${field}`).toBe('');
          continue;
        }
        expect(typeof french === 'string' && french.trim() !== '', `${slug}.${field}`).toBe(true);
        expect(french, `${slug}.${field}`).not.toBe(text);
      }
      // house rules one a line, as many as the English
      expect(String(fr.house_rules).split('\n')).toHaveLength(home.welcome.house_rules.length);
      // one French amenity block per English one, in its order, both texts written
      const amenities = fr.welcome_amenities ?? [];
      expect(amenities).toHaveLength(home.amenities.length);
      for (const [i, { fields }] of home.amenities.entries()) {
        const french = amenities[i];
        expect(french?.name?.trim(), `${slug} amenity ${i}`).toBeTruthy();
        expect(french?.description?.trim(), `${slug} amenity ${i}`).toBeTruthy();
        if (!sameInFrench.has(String(french?.name))) expect(french?.name).not.toBe(fields.name);
        expect(french?.description).not.toBe(fields.description);
      }
    },
  );
});
