import { describe, expect, it } from 'vitest';
import { placeTranslatable } from '#common/place.ts';
import { propertyTranslatable } from '#common/property.ts';
import { translationsInputSchema } from '#common/translations.ts';
import { demoProperties } from './content.ts';
import { frenchPlaces, frenchProperties } from './french.ts';
import { demoPlaces } from './places.ts';

const site = { name: 'Selkirk Stays', phone: '+1 250-555-0142', email: 'stay@selkirkstays.example' };

/** Issue 28: the demo reads in French too, within the limits the API applies to staff's French. */
describe('demo content in French', () => {
  it('gives every demo home a French name and description the API accepts, and none for a home that is gone', () => {
    const slugs = demoProperties(site).map((p) => p.slug);
    expect(Object.keys(frenchProperties).sort()).toEqual([...slugs].sort());
    for (const french of Object.values(frenchProperties)) {
      expect(translationsInputSchema(propertyTranslatable).safeParse({ fr: french }).success).toBe(true);
      expect(french.description).toContain('\n\n');
    }
  });

  it('gives every place of the guide a French note the API accepts', () => {
    expect(Object.keys(frenchPlaces).sort()).toEqual(demoPlaces.map((p) => p.name).sort());
    for (const french of Object.values(frenchPlaces)) {
      expect(translationsInputSchema(placeTranslatable).safeParse({ fr: french }).success).toBe(true);
    }
    for (const place of demoPlaces) {
      const french = frenchPlaces[place.name];
      expect(french?.note.trim(), place.name).toBeTruthy();
      expect(french?.note, place.name).not.toBe(place.note);
      // a French name only where the place has one of its own; a business keeps its name
      if (french?.name !== undefined) expect(french.name, place.name).not.toBe(place.name);
    }
  });
});
