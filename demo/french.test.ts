import { describe, expect, it } from 'vitest';
import { placeTranslatable } from '#common/place.ts';
import { limits, propertyTranslatable, propertyWriteSchema, splitList } from '#common/property.ts';
import { translationsInputSchema } from '#common/translations.ts';
import { demoProperties } from './content.ts';
import { frenchPlaces, frenchProperties } from './french.ts';
import { demoPlaces } from './places.ts';

const site = { name: 'Selkirk Stays', phone: '+1 250-555-0142', email: 'stay@selkirkstays.example' };

/** Issue 28: the demo reads in French too, within the limits the API applies to staff's French. */
describe('demo content in French', () => {
  it('gives every demo home, and none that is gone, all four French texts, which the API accepts', () => {
    const homes = demoProperties(site);
    expect(Object.keys(frenchProperties).sort()).toEqual(homes.map((p) => p.slug).sort());
    for (const { slug, fields } of homes) {
      const french = frenchProperties[slug];
      expect(Object.keys(french ?? {}).sort(), slug).toEqual(Object.keys(propertyTranslatable).sort());
      for (const field of Object.keys(propertyTranslatable) as (keyof typeof propertyTranslatable)[]) {
        expect(french?.[field].trim(), `${slug} ${field}`).toBeTruthy();
        expect(french?.[field], `${slug} ${field}`).not.toBe(
          Array.isArray(fields[field]) ? fields[field].join(', ') : fields[field],
        );
      }
      expect(french?.description, slug).toContain('\n\n');
      // the French alone against the property's translatable fields, then the whole write with the English
      expect(translationsInputSchema(propertyTranslatable).safeParse({ fr: french }).success, slug).toBe(
        true,
      );
      const write = propertyWriteSchema.safeParse({ ...fields, translations: { fr: french } });
      expect(write.error?.issues, slug).toBeUndefined();
      expect(write.data?.translations?.fr, slug).toEqual(french);
    }
  });

  it('lists each home’s amenities in French one for one with the English, each as short as the form allows', () => {
    for (const { slug, fields } of demoProperties(site)) {
      const french = splitList(frenchProperties[slug]?.amenities);
      // a comma inside an item would split it in two and shift every item after it
      expect(french, slug).toHaveLength(fields.amenities.length);
      expect(new Set(french).size, slug).toBe(french.length);
      for (const item of french) {
        expect(item.length, `${slug}: ${item}`).toBeLessThanOrEqual(limits.shortText);
        expect(item[0], `${slug}: ${item}`).toBe(item[0]?.toUpperCase());
      }
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
