import { z } from 'zod';
import type { ImageRef, Property } from '../../../common/property.ts';
import { limits, propertyFieldsSchema } from '../../../common/property.ts';
import type { Welcome } from '../../../common/welcome.ts';
import {
  propertyPasswordMinLength,
  welcomeAmenitySchema,
  welcomeFieldsSchema,
} from '../../../common/welcome.ts';

/** The image formats the server decodes (JPEG, PNG, WebP, AVIF); the file pickers offer only these. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const imageAccept = acceptedImageTypes.join(',');
export const imageTypeMessage = 'Choose a JPEG, PNG, WebP or AVIF image';

export function isAcceptedImage(file: File): boolean {
  return (acceptedImageTypes as readonly string[]).includes(file.type);
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** An optional image file (null when none was chosen) that must be one of the accepted formats. */
const imageFile = z
  .custom<File | null>((value) => value === null || isFile(value), imageTypeMessage)
  .refine((file) => file === null || isAcceptedImage(file), imageTypeMessage);

/** A photo of the gallery or the shuttle: an existing one (imageId, url) or a new file to upload. */
const photoSchema = z.object({
  imageId: z.number().nullable(),
  url: z.string(),
  srcset: z.string(),
  file: imageFile,
});

export type Photo = z.output<typeof photoSchema>;

/** One amenity block of the welcome page; `storedKey` is the key of an amenity loaded from the server. */
const amenityBlockSchema = welcomeAmenitySchema.extend({
  storedKey: z.string().nullable(),
  image: imageFile,
  existingImage: z.object({ url: z.string(), srcset: z.string() }).nullable(),
  removeExistingImage: z.boolean(),
});

export type AmenityBlock = z.output<typeof amenityBlockSchema>;

const passwordTooShort = `Property password must be at least ${propertyPasswordMinLength} characters`;

/** Which rules depend on what exists already: the cover on create, the guest password without a page. */
export interface PropertyFormRules {
  coverRequired: boolean;
  passwordRequired: boolean;
}

/**
 * The property form: SPEC.md section 5's property fields and welcome fields (the shared schemas the API
 * uses), plus what only the form holds: the cover, gallery and shuttle photos and the amenity blocks.
 */
export function propertyFormSchema(rules: PropertyFormRules) {
  const { property_password: _password, ...welcomeShape } = welcomeFieldsSchema.shape;
  return z.object({
    ...propertyFieldsSchema.shape,
    ...welcomeShape,
    property_password: z
      .string()
      .max(200, 'Property password must be at most 200 characters')
      .superRefine((value, ctx) => {
        if (value === '' && rules.passwordRequired) {
          ctx.addIssue({ code: 'custom', message: 'Property password is required' });
        } else if (value !== '' && value.length < propertyPasswordMinLength) {
          ctx.addIssue({ code: 'custom', message: passwordTooShort });
        }
      }),
    cover: imageFile.refine((file) => file !== null || !rules.coverRequired, 'Cover image is required'),
    gallery: z.array(photoSchema).max(limits.images, `At most ${limits.images} gallery photos`),
    shuttle: z.array(photoSchema).max(limits.images, `At most ${limits.images} shuttle photos`),
    welcome_amenities: z
      .array(amenityBlockSchema)
      .max(limits.welcomeAmenities, `At most ${limits.welcomeAmenities} amenities`),
  });
}

export type PropertyFormSchema = ReturnType<typeof propertyFormSchema>;
export type PropertyFormInput = z.input<PropertyFormSchema>;
export type PropertyFormValues = z.output<PropertyFormSchema>;

export function photoOf(image: ImageRef): Photo {
  return { imageId: image.id, url: image.url, srcset: image.srcset, file: null };
}

export function newPhoto(file: File): Photo {
  return { imageId: null, url: '', srcset: '', file };
}

export function emptyAmenityBlock(): AmenityBlock {
  return {
    storedKey: null,
    name: '',
    description: '',
    videoLink: '',
    image: null,
    existingImage: null,
    removeExistingImage: false,
  };
}

/** The form's starting values: empty for a new property, else the property and its welcome page. */
export function propertyFormDefaults(property?: Property, welcome?: Welcome | null): PropertyFormInput {
  return {
    name: property?.name ?? '',
    description: property?.description ?? '',
    address: property?.address ?? '',
    address_description: property?.address_description ?? '',
    bedrooms: property ? String(property.bedrooms) : '',
    beds: property ? String(property.beds) : '',
    bathrooms: property ? String(property.bathrooms) : '',
    sqft: property ? String(property.sqft) : '',
    max_guests: property ? String(property.max_guests) : '',
    minimum_nights: property ? String(property.minimum_nights) : '',
    guesty_link: property?.guesty_link ?? '',
    amenities: property?.amenities.join(', ') ?? '',
    is_featured: property?.is_featured ?? false,
    owning_company: welcome?.owning_company ?? '',
    contact_phone: welcome?.contact.phone ?? '',
    contact_email: welcome?.contact.email ?? '',
    checkout_time: welcome?.checkout.time ?? '',
    checkout_instructions: welcome?.checkout.instructions ?? '',
    garbage_info: welcome?.garbage.info ?? '',
    garbage_location: welcome?.garbage.location ?? '',
    garbage_code: welcome?.garbage.code ?? '',
    wifi_network: welcome?.wifi.network ?? '',
    wifi_password: welcome?.wifi.password ?? '',
    parking_location: welcome?.parking.location ?? '',
    parking_instructions: welcome?.parking.instructions ?? '',
    house_rules: welcome?.house_rules.join(', ') ?? '',
    shuttle_description: welcome?.shuttle.description ?? '',
    pm_contact: welcome?.pm_contact ?? '',
    property_password: '',
    cover: null,
    gallery: property?.images.map(photoOf) ?? [],
    shuttle: welcome?.shuttle.images.map(photoOf) ?? [],
    welcome_amenities:
      welcome?.amenities.map((amenity) => ({
        storedKey: amenity.key,
        name: amenity.name,
        description: amenity.description,
        videoLink: amenity.videoLink,
        image: null,
        existingImage: amenity.image ? { url: amenity.image.url, srcset: amenity.image.srcset } : null,
        removeExistingImage: false,
      })) ?? [],
  };
}
