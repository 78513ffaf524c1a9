import { z } from 'zod';
import { type PropertyFields, propertyFieldsSchema } from '#common/property.ts';
import {
  type WelcomeAmenityFields,
  type WelcomeFields,
  welcomeAmenitySchema,
  welcomeFieldsSchema,
} from '#common/welcome.ts';
import { readContentFile } from '#server/domain/content/content-files.ts';
/**
 * A demo photo: a folder of demo/photos/ holding its WebP variants, such as `begbie-creek-cabin/sauna-dusk-winter`
 * (demo/photo-files.ts). The photos were painted once by the scene painter this folder used to hold
 * (docs/decisions/0027-demo-photos-as-files.md).
 */
export type DemoPhoto = string;

export interface DemoAmenity {
  fields: WelcomeAmenityFields;
  image?: DemoPhoto;
}

export interface DemoProperty {
  slug: string;
  fields: PropertyFields;
  cover: DemoPhoto;
  gallery: DemoPhoto[];
  welcome: Omit<WelcomeFields, 'property_password'>;
  amenities: DemoAmenity[];
  shuttleImages: DemoPhoto[];
}

/** The company details the welcome pages show; they come from the site configuration. */
export interface DemoSite {
  name: string;
  phone: string;
  email: string;
}

/**
 * A property as demo/content/properties.json writes it (docs/decisions/0054): its photos named without
 * folder or extension, a property's own in demo/photos/<slug>/ and the town's shuttle bus (the same
 * pictures on every welcome page) in demo/photos/shuttle/; its welcome page without the company's
 * details, which come from the site.
 */
const rawPropertySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  fields: z.record(z.string(), z.unknown()),
  cover: z.string(),
  gallery: z.array(z.string()),
  welcome: z.record(z.string(), z.unknown()),
  amenities: z.array(
    z.strictObject({
      name: z.string(),
      description: z.string(),
      videoLink: z.string().optional(),
      image: z.string().optional(),
    }),
  ),
  shuttleImages: z.array(z.string()),
});

function rawProperties(site: DemoSite) {
  const company = {
    owning_company: site.name,
    contact_email: site.email,
    contact_phone: site.phone,
  };
  return readContentFile('demo/content/properties.json', z.array(rawPropertySchema)).map((raw) => ({
    ...raw,
    welcome: { ...company, ...raw.welcome } as Record<string, unknown>,
  }));
}

/**
 * The demo properties, parsed through the same schemas as the admin forms so that they are valid by
 * construction. Throws if an edit makes any of them invalid, or puts a comma inside an amenity or a house
 * rule (the forms split those lists on commas, so such an entry could not be edited back as it was).
 */
export function demoProperties(site: DemoSite): DemoProperty[] {
  return rawProperties(site).map((raw) => {
    const fields = propertyFieldsSchema.parse(raw.fields);
    const welcome = welcomeFieldsSchema.omit({ property_password: true }).parse(raw.welcome);
    for (const [list, parsed] of [
      [raw.fields.amenities, fields.amenities],
      [raw.welcome.house_rules, welcome.house_rules],
    ] as const) {
      if (!Array.isArray(list) || list.length !== parsed.length) {
        throw new Error(`${raw.slug}: a list entry contains a comma or is empty`);
      }
    }
    const own = (name: string): DemoPhoto => `${raw.slug}/${name}`;
    return {
      slug: raw.slug,
      fields,
      cover: own(raw.cover),
      gallery: raw.gallery.map(own),
      welcome,
      amenities: raw.amenities.map(({ image, ...amenity }) => ({
        fields: welcomeAmenitySchema.parse(amenity),
        ...(image ? { image: own(image) } : {}),
      })),
      shuttleImages: raw.shuttleImages.map((name) => `shuttle/${name}`),
    };
  });
}
