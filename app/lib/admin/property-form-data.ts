import { amenityKeys } from '#common/amenity-key.ts';
import { type Property, type PropertyFields, propertyFieldNames } from '#common/property.ts';
import { type Welcome, welcomeFieldNames } from '#common/welcome.ts';
import { propertyTranslationsJson, welcomeTranslationsJson } from './french-fields.ts';
import type { AmenityBlock, Photo, PropertyFormValues } from './property-form-schema.ts';

/** The form's values with whether the home is published, which the publish control keeps (issue 40). */
export type PropertySaveValues = PropertyFormValues & Pick<PropertyFields, 'is_published'>;

/** What the server holds of the property being edited; the form sends the difference to it. */
export interface ServerCopy {
  /** null until the property exists. */
  propertyId: number | null;
  galleryIds: number[];
  welcomeExists: boolean;
  amenityKeys: string[];
  shuttleIds: number[];
}

export function serverCopyOf(property?: Property, welcome?: Welcome | null): ServerCopy {
  return {
    propertyId: property?.id ?? null,
    galleryIds: property?.images.map((image) => image.id) ?? [],
    welcomeExists: Boolean(welcome),
    amenityKeys: welcome?.amenities.map((amenity) => amenity.key) ?? [],
    shuttleIds: welcome?.shuttle.images.map((image) => image.id) ?? [],
  };
}

/** A field of a schema as the multipart body takes it: a list as repeated fields, nothing (null) as ''. */
function appendField(
  form: FormData,
  name: string,
  value: string | number | boolean | null | undefined | string[],
) {
  if (value === undefined) return;
  if (Array.isArray(value)) for (const entry of value) form.append(name, entry);
  else form.append(name, value === null ? '' : String(value));
}

const existingIds = (photos: readonly Photo[]) =>
  photos.flatMap((p) => (p.imageId === null ? [] : [p.imageId]));
const newFiles = (photos: readonly Photo[]) => photos.flatMap((p) => (p.file ? [p.file] : []));

/**
 * The multipart body of POST /properties (no property yet) or PUT /properties/{id}: the fields, the cover,
 * new gallery files in their order, the removed gallery ids and the order of the kept ones.
 */
export function propertyFormData(values: PropertySaveValues, server: ServerCopy): FormData {
  const form = new FormData();
  for (const name of propertyFieldNames) appendField(form, name, values[name]);
  form.append('translations', propertyTranslationsJson(values.fr));
  if (server.propertyId === null) {
    if (values.cover) form.append('cover_image', values.cover);
    for (const file of newFiles(values.gallery)) form.append('images', file);
    return form;
  }
  form.append('id', String(server.propertyId));
  if (values.cover) form.append('updated_cover_image', values.cover);
  for (const file of newFiles(values.gallery)) form.append('new_images', file);
  const kept = existingIds(values.gallery);
  for (const id of server.galleryIds.filter((id) => !kept.includes(id)))
    form.append('deleted_image_ids', String(id));
  for (const id of kept) form.append('image_order', String(id));
  return form;
}

/**
 * The server appends new gallery photos after the kept ones; when the user placed a new photo before an
 * existing one, the order needs a second request (new photos have no id until uploaded).
 */
export function needsGalleryReorder(values: PropertyFormValues, server: ServerCopy): boolean {
  if (server.propertyId === null) return false;
  const firstNew = values.gallery.findIndex((p) => p.file !== null);
  return firstNew !== -1 && values.gallery.slice(firstNew).some((p) => p.imageId !== null);
}

/** The gallery ids in the order the user arranged, once the server gave the new photos their ids. */
export function arrangedGalleryIds(values: PropertyFormValues, saved: Property): number[] {
  const newCount = values.gallery.filter((p) => p.file !== null).length;
  const uploadedIds = saved.images.slice(saved.images.length - newCount).map((image) => image.id);
  let next = 0;
  return values.gallery.map((p) => p.imageId ?? uploadedIds[next++]!);
}

/**
 * The multipart keys of the amenity blocks: a loaded amenity keeps its stored key (so the server keeps its
 * image); a new one gets the key rule's key of its name (docs/spec.md section 3), with a numeric suffix when
 * the key is taken — also by an amenity that was removed, so a new block never inherits its image.
 */
export function amenityFormKeys(
  blocks: readonly Pick<AmenityBlock, 'name' | 'storedKey'>[],
  stored: readonly string[],
) {
  const taken = new Set([...stored, ...blocks.flatMap((b) => (b.storedKey ? [b.storedKey] : []))]);
  const derived = amenityKeys(blocks.map((b) => b.name));
  return blocks.map((block, i) => {
    if (block.storedKey) return block.storedKey;
    const base = derived[i]!;
    let key = base;
    for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
    taken.add(key);
    return key;
  });
}

/**
 * The multipart body of POST /properties/welcome (with property_id) or PUT /properties/welcome/{id}:
 * the welcome fields, house rules, shuttle photos added and removed, and the amenity blocks.
 */
export function welcomeFormData(values: PropertyFormValues, server: ServerCopy, propertyId: number) {
  const form = new FormData();
  form.append('property_id', String(propertyId));
  for (const name of welcomeFieldNames) appendField(form, name, values[name]);
  for (const file of newFiles(values.shuttle)) form.append('shuttle_images', file);
  const keptShuttle = existingIds(values.shuttle);
  for (const id of server.shuttleIds.filter((id) => !keptShuttle.includes(id))) {
    form.append('deleted_shuttle_images', String(id));
  }
  form.append(
    'translations',
    welcomeTranslationsJson(
      values.fr,
      values.welcome_amenities.map((block) => block.fr),
    ),
  );
  const keys = amenityFormKeys(values.welcome_amenities, server.amenityKeys);
  values.welcome_amenities.forEach((block, i) => {
    const key = keys[i]!;
    form.append(`amenities[${key}][name]`, block.name);
    form.append(`amenities[${key}][description]`, block.description);
    form.append(`amenities[${key}][videoLink]`, block.videoLink);
    if (block.image) form.append(`amenities[${key}][image]`, block.image);
    else if (block.storedKey && block.removeExistingImage)
      form.append('deleted_amenity_images', block.storedKey);
  });
  return { form, amenityKeys: keys };
}

const amenityFieldName = /^amenities\[(.+)\]\[(name|description|videoLink|image)\]$/;
/** `translations.fr.<field>`, or `translations.fr.amenities.<index>.<name|description>` (issue 28) */
const frenchFieldName = /^translations\.fr\.([a-z_]+)(?:\.(\d+)\.(name|description))?/;

/**
 * The form field (by its name in the form, `welcome_amenities[1].fr.name`) a server field error belongs
 * to (`fields` of a 400), or null when the form has none: amenity fields come back under their multipart
 * key, the cover under its multipart name.
 */
export function formFieldOfServerField(
  name: string,
  sentAmenityKeys: readonly string[],
  formFields: readonly string[],
): string | null {
  const amenity = amenityFieldName.exec(name);
  if (amenity) {
    const index = sentAmenityKeys.indexOf(amenity[1]!);
    return index === -1 ? null : `welcome_amenities[${index}].${amenity[2]}`;
  }
  if (name === 'cover_image' || name === 'updated_cover_image') return 'cover';
  const french = frenchFieldName.exec(name);
  if (french) {
    const [, field, index, part] = french;
    if (field !== 'amenities') return `fr.${field}`;
    return index !== undefined && part ? `welcome_amenities[${index}].fr.${part}` : null;
  }
  const top = name.split('.')[0]!;
  return formFields.includes(top) ? top : null;
}
