import { z } from 'zod';

/** The one error shape of the API. */
export const errorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const idParams = z.object({
  id: z.coerce
    .number({ message: 'The id must be a number' })
    .int('The id must be a whole number')
    .positive('The id must be a positive number')
    .max(2_147_483_647, 'The id is too large'),
});

export const propertyIdParams = z.object({ propertyId: idParams.shape.id });

export const userSchema = z.object({ id: z.number(), name: z.string() });

export const imageRefSchema = z.object({
  id: z.number(),
  url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});

export const propertySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cover_image: z.string().nullable(),
  cover: imageRefSchema.nullable(),
  address: z.string(),
  bedrooms: z.number(),
  beds: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  max_guests: z.number(),
  minimum_nights: z.number(),
  guesty_link: z.string(),
  amenities: z.array(z.string()),
  address_description: z.string(),
  is_featured: z.boolean(),
  images: z.array(imageRefSchema),
});

export const welcomeSchema = z.object({
  property_id: z.number(),
  property: z.object({
    id: z.number(),
    name: z.string(),
    cover_image: z.string().nullable(),
    cover: imageRefSchema.nullable(),
  }),
  owning_company: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  checkout: z.object({ time: z.string(), instructions: z.string() }),
  garbage: z.object({ info: z.string(), location: z.string(), code: z.string() }),
  wifi: z.object({ network: z.string(), password: z.string() }),
  parking: z.object({ location: z.string(), instructions: z.string() }),
  house_rules: z.array(z.string()),
  shuttle: z.object({ description: z.string(), images: z.array(imageRefSchema) }),
  pm_contact: z.string(),
  amenities: z.array(
    z.object({
      id: z.number(),
      key: z.string(),
      name: z.string(),
      description: z.string(),
      image: imageRefSchema.nullable(),
      videoLink: z.string(),
    }),
  ),
  updated_at: z.string(),
});

export const messageSchema = z.object({ message: z.string() });
