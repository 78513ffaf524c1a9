import { describe, expect, it } from 'vitest';
import { propertyWriteSchema } from '#common/property.ts';
import { demoProperties } from './content.ts';
import { demoWelcomeFrench } from './welcome-french.ts';

const site = {
  name: 'Selkirk Stays',
  email: 'stay@example.com',
  phone: '+1 250-555-0142',
  town: 'Revelstoke',
};

describe('the French of the demo welcome pages', () => {
  it('is what the property write accepts, for demo homes that exist, one French amenity per English one', () => {
    const homes = demoProperties(site as never);
    for (const [slug, translations] of Object.entries(demoWelcomeFrench)) {
      const home = homes.find((h) => h.slug === slug);
      expect(home, slug).toBeTruthy();
      expect(propertyWriteSchema.shape.translations.safeParse(translations).success).toBe(true);
      expect(translations.fr?.welcome_amenities).toHaveLength(home?.amenities.length ?? -1);
      const rules = String(translations.fr?.house_rules).split('\n');
      expect(rules).toHaveLength(home?.welcome.house_rules.length ?? -1);
    }
  });
});
