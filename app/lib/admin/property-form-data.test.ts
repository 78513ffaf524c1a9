import { describe, expect, it } from 'vitest';
import type { Property } from '#common/property.ts';
import {
  amenityFormKeys,
  arrangedGalleryIds,
  formFieldOfServerField,
  needsGalleryReorder,
  type PropertySaveValues,
  propertyFormData,
  type ServerCopy,
  welcomeFormData,
} from './property-form-data.ts';
import type { AmenityBlock, Photo } from './property-form-schema.ts';

/** An amenity block as the form's schema gives it, with nothing typed. */
const emptyAmenityBlock = (): AmenityBlock => ({
  storedKey: null,
  name: '',
  description: '',
  videoLink: '',
  image: null,
  existingImage: null,
  removeExistingImage: false,
  fr: { name: '', description: '' },
});

const existing = (id: number): Photo => ({ imageId: id, url: `/uploads/${id}.webp`, srcset: '', file: null });
const added = (name: string): Photo => ({
  imageId: null,
  url: '',
  srcset: '',
  file: new File(['x'], name, { type: 'image/png' }),
});

const values: PropertySaveValues = {
  name: 'Cedar Ridge Chalet',
  description: 'A timber chalet.',
  address: '1200 Mackenzie Ave',
  address_description: 'Up the hill.',
  bedrooms: 3,
  beds: 4,
  bathrooms: 2.5,
  sqft: 1800,
  max_guests: 8,
  minimum_nights: 3,
  guesty_link: 'https://booking.example.com/cedar',
  amenities: ['Hot tub', 'Sauna'],
  is_featured: true,
  booking_requests: false,
  nightly_rate_from: 245,
  registration_number: 'H123456789',
  business_licence: '',
  is_published: true,
  owning_company: 'Selkirk Stays',
  contact_phone: '250-555-0100',
  contact_email: 'stay@example.com',
  password_shows_codes: false,
  checkout_time: '10:00',
  checkout_instructions: 'Start the dishwasher.',
  check_in_time: '16:00',
  early_check_in: '',
  late_checkout: '',
  auto_approve_times: false,
  check_in_instructions: '',
  door_code: '4821',
  door_instructions: 'Lockbox left of the door.',
  garbage_info: '',
  garbage_location: '',
  garbage_code: '',
  wifi_network: 'Cedar',
  wifi_password: 'powder-day',
  parking_location: '',
  parking_instructions: '',
  house_rules: ['No smoking', 'No parties'],
  shuttle_description: '',
  pm_contact: 'Dana, 250-555-0101',
  property_password: '',
  cover: null,
  gallery: [],
  shuttle: [],
  welcome_amenities: [],
  fr: {
    name: 'Chalet Cedar Ridge',
    description: 'Un chalet en bois.',
    address_description: '',
    amenities: 'Spa, Sauna',
    check_in_instructions: '',
    door_instructions: 'Boîte à clé à gauche de la porte.',
    checkout_instructions: '',
    garbage_info: '',
    garbage_location: '',
    parking_location: '',
    parking_instructions: '',
    shuttle_description: '',
    pm_contact: 'Dana, 250-555-0101',
    house_rules: 'Non-fumeur\nPas de fêtes',
  },
};

const edit: ServerCopy = {
  propertyId: 7,
  galleryIds: [1, 2, 3],
  welcomeExists: true,
  amenityKeys: [],
  shuttleIds: [],
};

describe('propertyFormData', () => {
  it('creates with the cover and the gallery files in order', () => {
    const cover = new File(['c'], 'cover.png', { type: 'image/png' });
    const form = propertyFormData(
      { ...values, cover, gallery: [added('a.png'), added('b.png')] },
      {
        ...edit,
        propertyId: null,
        galleryIds: [],
      },
    );
    expect(form.get('name')).toBe('Cedar Ridge Chalet');
    expect(form.get('bathrooms')).toBe('2.5');
    expect(form.getAll('amenities')).toEqual(['Hot tub', 'Sauna']);
    expect(form.get('is_featured')).toBe('true');
    expect(form.get('nightly_rate_from')).toBe('245');
    expect(form.get('registration_number')).toBe('H123456789');
    expect((form.get('cover_image') as File).name).toBe('cover.png');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.has('id')).toBe(false);
  });

  it('sends the French of the property texts as translations JSON, blank ones too (they remove it)', () => {
    const form = propertyFormData(values, edit);
    expect(JSON.parse(form.get('translations') as string)).toEqual({
      fr: {
        name: 'Chalet Cedar Ridge',
        description: 'Un chalet en bois.',
        address_description: '',
        amenities: 'Spa, Sauna',
      },
    });
  });

  it('updates with removed ids, the order of kept photos and new files', () => {
    const form = propertyFormData({ ...values, gallery: [existing(3), existing(1), added('c.png')] }, edit);
    expect(form.get('id')).toBe('7');
    expect(form.getAll('deleted_image_ids')).toEqual(['2']);
    expect(form.getAll('image_order')).toEqual(['3', '1']);
    expect(form.getAll('new_images').map((f) => (f as File).name)).toEqual(['c.png']);
    expect(form.has('updated_cover_image')).toBe(false);
  });
});

describe('gallery order with new photos', () => {
  it('needs no second request when new photos come last', () => {
    expect(needsGalleryReorder({ ...values, gallery: [existing(2), added('n.png')] }, edit)).toBe(false);
  });

  it('needs one when a new photo is placed before an existing one', () => {
    expect(needsGalleryReorder({ ...values, gallery: [added('n.png'), existing(2)] }, edit)).toBe(true);
  });

  it('places the uploaded photos where the user put them', () => {
    const saved = { images: [{ id: 2 }, { id: 1 }, { id: 8 }, { id: 9 }] } as unknown as Property;
    const gallery = [added('n.png'), existing(2), added('m.png'), existing(1)];
    expect(arrangedGalleryIds({ ...values, gallery }, saved)).toEqual([8, 2, 9, 1]);
  });
});

describe('amenityFormKeys', () => {
  const block = (name: string, storedKey: string | null = null) => ({ name, storedKey });

  it('derives new keys from the names by the key rule', () => {
    expect(amenityFormKeys([block('Hot tub'), block('HOT TUB!'), block("Kids' room")], [])).toEqual([
      'hot_tub',
      'hot_tub_2',
      'kids_room',
    ]);
  });

  it('keeps the stored key of a loaded amenity, even when it was renamed', () => {
    expect(amenityFormKeys([block('Outdoor sauna', 'sauna'), block('Sauna')], ['sauna'])).toEqual([
      'sauna',
      'sauna_2',
    ]);
  });

  it('never reuses the key of a removed amenity', () => {
    expect(amenityFormKeys([block('Hot tub')], ['hot_tub'])).toEqual(['hot_tub_2']);
  });
});

describe('welcomeFormData', () => {
  it('sends fields, rules, shuttle changes and amenity blocks under their keys', () => {
    const image = new File(['i'], 'tub.png', { type: 'image/png' });
    const { form, amenityKeys } = welcomeFormData(
      {
        ...values,
        password_shows_codes: true,
        shuttle: [existing(11), added('bus.png')],
        welcome_amenities: [
          { ...emptyAmenityBlock(), name: 'Hot tub', description: 'Open all year', image },
          {
            ...emptyAmenityBlock(),
            storedKey: 'sauna',
            name: 'Sauna',
            description: 'Wood fired',
            existingImage: { url: '/uploads/s.webp', srcset: '' },
            removeExistingImage: true,
          },
        ],
      },
      { ...edit, shuttleIds: [10, 11], amenityKeys: ['sauna'] },
      7,
    );
    expect(form.get('property_id')).toBe('7');
    expect(form.get('pm_contact')).toBe('Dana, 250-555-0101');
    expect(form.get('password_shows_codes')).toBe('true');
    expect(form.getAll('house_rules')).toEqual(['No smoking', 'No parties']);
    expect(form.getAll('deleted_shuttle_images')).toEqual(['10']);
    expect(form.getAll('shuttle_images').map((f) => (f as File).name)).toEqual(['bus.png']);
    expect(amenityKeys).toEqual(['hot_tub', 'sauna']);
    expect(form.get('amenities[hot_tub][name]')).toBe('Hot tub');
    expect((form.get('amenities[hot_tub][image]') as File).name).toBe('tub.png');
    expect(form.get('amenities[sauna][description]')).toBe('Wood fired');
    expect(form.getAll('deleted_amenity_images')).toEqual(['sauna']);
  });
});

describe('formFieldOfServerField', () => {
  const fields = ['name', 'cover', 'welcome_amenities', 'house_rules'];

  it('maps amenity keys back to their block', () => {
    expect(formFieldOfServerField('amenities[sauna][description]', ['hot_tub', 'sauna'], fields)).toBe(
      'welcome_amenities[1].description',
    );
  });

  it('maps the cover and nested fields', () => {
    expect(formFieldOfServerField('cover_image', [], fields)).toBe('cover');
    expect(formFieldOfServerField('house_rules.3', [], fields)).toBe('house_rules');
    expect(formFieldOfServerField('deleted_image_ids', [], fields)).toBeNull();
  });

  it('maps a French field to its French form field, an amenity by its index', () => {
    expect(formFieldOfServerField('translations.fr.description', [], fields)).toBe('fr.description');
    expect(formFieldOfServerField('translations.fr.garbage_info', [], fields)).toBe('fr.garbage_info');
    expect(formFieldOfServerField('translations.fr.amenities.1.name', [], fields)).toBe(
      'welcome_amenities[1].fr.name',
    );
    expect(formFieldOfServerField('translations.fr.amenities', [], fields)).toBeNull();
  });
});

describe('welcomeFormData, French (issue 28)', () => {
  it("sends the welcome page's French texts and the amenities' French by the English order", () => {
    const blocks = [
      {
        ...emptyAmenityBlock(),
        name: 'Hot tub',
        description: 'Open all year',
        fr: { name: 'Spa', description: '' },
      },
      {
        ...emptyAmenityBlock(),
        name: 'Sauna',
        description: 'By the deck',
        fr: { name: '', description: '' },
      },
    ];
    const { form } = welcomeFormData({ ...values, welcome_amenities: blocks }, edit, 7);
    expect(JSON.parse(form.get('translations') as string)).toEqual({
      fr: {
        check_in_instructions: '',
        door_instructions: 'Boîte à clé à gauche de la porte.',
        checkout_instructions: '',
        garbage_info: '',
        garbage_location: '',
        parking_location: '',
        parking_instructions: '',
        shuttle_description: '',
        pm_contact: 'Dana, 250-555-0101',
        house_rules: 'Non-fumeur\nPas de fêtes',
        amenities: [
          { name: 'Spa', description: '' },
          { name: '', description: '' },
        ],
      },
    });
  });
});
