import { z } from 'zod';
import { imageTypeMessage, isAcceptedImageType } from '#common/images.ts';
import type { ImageRef, Property } from '#common/property.ts';
import { exceedsPhotoLimit, limits, propertyFieldsSchema, tooManyPhotosMessage } from '#common/property.ts';
import {
  propertyPasswordProblem,
  tooManyAmenitiesMessage,
  welcomeAmenitySchema,
  welcomeFieldsSchema,
} from '#common/welcome.ts';
import type { StaffWelcome } from '../api/welcome-pages.ts';
import {
  amenityFrenchDefaults,
  amenityFrenchSchema,
  frenchDefaults,
  frenchTextsSchema,
} from './french-fields.ts';

export function isAcceptedImage(file: File): boolean {
  return isAcceptedImageType(file.type);
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
  /** its French name and description (issue 28) */
  fr: amenityFrenchSchema,
});

export type AmenityBlock = z.output<typeof amenityBlockSchema>;

/** Which rules depend on what exists already: the cover on create, the guest password without a page. */
export interface PropertyFormRules {
  coverRequired: boolean;
  passwordRequired: boolean;
}

/**
 * The property form: docs/spec.md section 5's property fields and welcome fields (the shared schemas the API
 * uses), plus what only the form holds: the cover, gallery and shuttle photos and the amenity blocks.
 */
export function propertyFormSchema(rules: PropertyFormRules) {
  return z.object({
    ...propertyFieldsSchema.shape,
    ...welcomeFieldsSchema.shape,
    property_password: welcomeFieldsSchema.shape.property_password.superRefine((value, ctx) => {
      const problem = propertyPasswordProblem(value, rules.passwordRequired);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    cover: imageFile.refine((file) => file !== null || !rules.coverRequired, 'Cover image is required'),
    gallery: z
      .array(photoSchema)
      .refine((photos) => !exceedsPhotoLimit(photos.length), tooManyPhotosMessage('gallery')),
    shuttle: z
      .array(photoSchema)
      .refine((photos) => !exceedsPhotoLimit(photos.length), tooManyPhotosMessage('shuttle')),
    welcome_amenities: z.array(amenityBlockSchema).max(limits.welcomeAmenities, tooManyAmenitiesMessage),
    /** the French beside each translatable English text (issue 28) */
    fr: frenchTextsSchema,
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
    fr: { name: '', description: '' },
  };
}

/** The form's starting values: empty for a new property, else the property and its welcome page. */
export function propertyFormDefaults(property?: Property, welcome?: StaffWelcome | null): PropertyFormInput {
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
    booking_requests: property?.booking_requests ?? false,
    nightly_rate_from: property?.nightly_rate_from == null ? '' : String(property.nightly_rate_from),
    registration_number: property?.registration_number ?? '',
    business_licence: property?.business_licence ?? '',
    // a new home starts as a draft, published from its screen with one click (issue 40)
    is_published: property?.is_published ?? false,
    owning_company: welcome?.owning_company ?? '',
    contact_phone: welcome?.contact.phone ?? '',
    contact_email: welcome?.contact.email ?? '',
    checkout_time: welcome?.checkout.time ?? '',
    checkout_instructions: welcome?.checkout.instructions ?? '',
    check_in_time: welcome?.checkin.time ?? '',
    check_in_instructions: welcome?.checkin.instructions ?? '',
    door_code: welcome?.door.code ?? '',
    door_instructions: welcome?.door.instructions ?? '',
    password_shows_codes: welcome?.password_shows_codes ?? false,
    early_check_in: welcome?.stay_times.early_check_in ?? '',
    late_checkout: welcome?.stay_times.late_checkout ?? '',
    auto_approve_times: welcome?.stay_times.auto_approve ?? false,
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
      welcome?.amenities.map((amenity, index) => ({
        storedKey: amenity.key,
        name: amenity.name,
        description: amenity.description,
        videoLink: amenity.videoLink,
        image: null,
        existingImage: amenity.image ? { url: amenity.image.url, srcset: amenity.image.srcset } : null,
        removeExistingImage: false,
        fr: amenityFrenchDefaults(welcome.translations, index),
      })) ?? [],
    fr: frenchDefaults(property, welcome?.translations),
  };
}
