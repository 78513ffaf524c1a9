import { z } from 'zod';
import { imageTypeMessage, isAcceptedImageType } from '#common/images.ts';
import type { ImageRef, Property } from '#common/property.ts';
import { exceedsPhotoLimit, limits, propertyFieldsSchema, tooManyPhotosMessage } from '#common/property.ts';
import {
  propertyPasswordProblem,
  tooManyAmenitiesMessage,
  type Welcome,
  welcomeAmenitySchema,
  welcomeFieldsSchema,
} from '#common/welcome.ts';
import { checkboxValue } from '../forms/choice-inputs.ts';
import type { ChosenFiles } from './chosen-files.ts';
import {
  amenityFrenchDefaults,
  amenityFrenchSchema,
  frenchDefaults,
  frenchTextsSchema,
} from './french-fields.ts';

export function isAcceptedImage(file: File): boolean {
  return isAcceptedImageType(file.type);
}

/**
 * An optional image file, held in the form as the name `files` gave it when it was chosen (a file cannot
 * be written into a form field): the file, or null when none was chosen, that must be one of the accepted
 * formats.
 */
const imageFile = (files: ChosenFiles) =>
  z
    .string()
    .optional()
    .transform((name) => (name ? (files.get(name) ?? null) : null))
    .refine((file) => file === null || isAcceptedImage(file), imageTypeMessage);

/**
 * A photo of the gallery or the shuttle: an existing one (imageId, url) or a new file to upload, as its
 * hidden fields hold it; a new one the server holds already (a save that failed halfway) is that image.
 */
const photoSchema = (files: ChosenFiles) =>
  z
    .object({
      imageId: z.string().optional(),
      url: z.string().default(''),
      srcset: z.string().default(''),
      file: z.string().optional(),
    })
    .transform(({ imageId, url, srcset, file: name = '' }) => {
      const stored = files.stored(name);
      if (stored) return { imageId: stored.id, url: stored.url, srcset: stored.srcset, file: null };
      return { imageId: imageId ? Number(imageId) : null, url, srcset, file: files.get(name) ?? null };
    })
    .refine((photo) => photo.file === null || isAcceptedImage(photo.file), imageTypeMessage);

/** A list of photos; none is no field at all in the form. */
const photoListSchema = (files: ChosenFiles, section: 'gallery' | 'shuttle') =>
  z
    .array(photoSchema(files))
    .refine((photos) => !exceedsPhotoLimit(photos.length), tooManyPhotosMessage(section))
    .default([]);

export type Photo = z.output<ReturnType<typeof photoSchema>>;

/** One amenity block of the welcome page; `storedKey` is the key of an amenity loaded from the server. */
const amenityBlockSchema = (files: ChosenFiles) =>
  welcomeAmenitySchema.extend({
    storedKey: z
      .string()
      .optional()
      .transform((key) => key || null),
    image: imageFile(files),
    /** the loaded amenity's picture, shown until it is replaced or removed */
    existingImage: z
      .object({ url: z.string().default(''), srcset: z.string().default('') })
      .optional()
      .transform((image) => (image?.url ? image : null)),
    /** 'on' once the loaded picture is removed */
    removeExistingImage: z
      .string()
      .optional()
      .transform((removed) => removed === 'on'),
    /** its French name and description (issue 28) */
    fr: amenityFrenchSchema,
  });

export type AmenityBlock = z.output<ReturnType<typeof amenityBlockSchema>>;

/** Which rules depend on what exists already: the cover on create, the guest password without a page. */
export interface PropertyFormRules {
  coverRequired: boolean;
  passwordRequired: boolean;
}

const { is_published: _publishedOnItsOwn, ...propertyFields } = propertyFieldsSchema.shape;

/**
 * The property form: docs/spec.md section 5's property fields and welcome fields (the shared schemas the API
 * uses, the check boxes read as the form sends them), plus what only the form holds: the cover, gallery and
 * shuttle photos (chosen files by their names in `files`) and the amenity blocks. Whether the home is
 * published is not a field: the publish control changes it on its own (issue 40).
 */
export function propertyFormSchema(rules: PropertyFormRules, files: ChosenFiles) {
  return z.object({
    ...propertyFields,
    ...welcomeFieldsSchema.shape,
    is_featured: checkboxValue,
    booking_requests: checkboxValue,
    password_shows_codes: checkboxValue,
    auto_approve_times: checkboxValue,
    property_password: welcomeFieldsSchema.shape.property_password.superRefine((value, ctx) => {
      const problem = propertyPasswordProblem(value, rules.passwordRequired);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    cover: imageFile(files).refine(
      (file) => file !== null || !rules.coverRequired,
      'Cover image is required',
    ),
    gallery: photoListSchema(files, 'gallery'),
    shuttle: photoListSchema(files, 'shuttle'),
    welcome_amenities: z
      .array(amenityBlockSchema(files))
      .max(limits.welcomeAmenities, tooManyAmenitiesMessage)
      .default([]),
    /** the French beside each translatable English text (issue 28) */
    fr: frenchTextsSchema,
  });
}

export type PropertyFormSchema = ReturnType<typeof propertyFormSchema>;
export type PropertyFormInput = z.input<PropertyFormSchema>;
export type PropertyFormValues = z.output<PropertyFormSchema>;

/** A photo as its hidden fields hold it. */
export interface PhotoFields {
  imageId: string;
  url: string;
  srcset: string;
  /** the name of a new photo's file among the chosen files; '' for a stored one */
  file: string;
}

/** An amenity block as its fields hold it. */
export interface AmenityBlockFields {
  storedKey: string;
  name: string;
  description: string;
  videoLink: string;
  image: string;
  existingImage: { url: string; srcset: string };
  /** 'on' once the loaded picture is removed */
  removeExistingImage: string;
  fr: { name: string; description: string };
}

export function photoOf(image: ImageRef): PhotoFields {
  return { imageId: String(image.id), url: image.url, srcset: image.srcset, file: '' };
}

/** A new photo, by the name its file was given among the chosen files. */
export function newPhoto(fileName: string): PhotoFields {
  return { imageId: '', url: '', srcset: '', file: fileName };
}

export function emptyAmenityBlock(): AmenityBlockFields {
  return {
    storedKey: '',
    name: '',
    description: '',
    videoLink: '',
    image: '',
    existingImage: { url: '', srcset: '' },
    removeExistingImage: '',
    fr: { name: '', description: '' },
  };
}

/** The form's starting values (as its fields hold them): empty for a new property, else the property and its welcome page. */
export function propertyFormDefaults(property?: Property, welcome?: Welcome | null) {
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
    cover: '',
    gallery: property?.images.map(photoOf) ?? [],
    shuttle: welcome?.shuttle.images.map(photoOf) ?? [],
    welcome_amenities:
      welcome?.amenities.map(
        (amenity, index): AmenityBlockFields => ({
          storedKey: amenity.key,
          name: amenity.name,
          description: amenity.description,
          videoLink: amenity.videoLink,
          image: '',
          existingImage: { url: amenity.image?.url ?? '', srcset: amenity.image?.srcset ?? '' },
          removeExistingImage: '',
          fr: amenityFrenchDefaults(welcome.translations, index),
        }),
      ) ?? [],
    fr: frenchDefaults(property, welcome?.translations),
  };
}
