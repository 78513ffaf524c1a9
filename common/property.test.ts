import { describe, expect, it } from 'vitest';
import {
  exceedsPhotoLimit,
  limits,
  listingFiltersSchema,
  propertyFieldsSchema,
  splitList,
  tooManyPhotosMessage,
} from './property.ts';

/** The first message per field of a failed parse. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const validForm = {
  name: 'Cedar Ridge Chalet',
  description: 'A timber chalet.',
  address: '1200 Mackenzie Ave',
  address_description: 'Up the hill.',
  bedrooms: '3',
  beds: '4',
  bathrooms: '2.5',
  sqft: '1800',
  max_guests: '8',
  minimum_nights: '3',
  guesty_link: 'https://booking.example.com/cedar',
  amenities: 'Hot tub, Wood stove',
  is_featured: 'true',
};

describe('listing filters', () => {
  it('reads every filter as a number', () => {
    expect(
      listingFiltersSchema.parse({ bedrooms: '2', bathrooms: '1.5', max_guests: '6', minimum_nights: '4' }),
    ).toEqual({ bedrooms: 2, bathrooms: 1.5, max_guests: 6, minimum_nights: 4 });
  });

  it('ignores empty and absent parameters', () => {
    expect(listingFiltersSchema.parse({})).toEqual({});
    expect(listingFiltersSchema.parse({ bedrooms: '', bathrooms: '  ', max_guests: '4' })).toEqual({
      max_guests: 4,
    });
  });

  it('trims the values', () => {
    expect(listingFiltersSchema.parse({ bedrooms: ' 3 ' })).toEqual({ bedrooms: 3 });
  });

  it.each([
    ['abc'],
    ['1 OR 1=1'],
    ["1'; DROP TABLE properties;--"],
    ['0x10'],
    ['1e3'],
    ['Infinity'],
    ['NaN'],
    ['-1'],
    ['1001'],
  ])('refuses %j with a message naming the filter', (value) => {
    const result = listingFiltersSchema.safeParse({ bedrooms: value });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({ bedrooms: 'bedrooms must be a number from 0 to 1000' });
  });

  it('refuses a repeated parameter', () => {
    const result = listingFiltersSchema.safeParse({ max_guests: ['2', '4'] });
    expect(fieldErrors(result)).toEqual({ max_guests: 'max_guests must be a number' });
  });

  it('accepts the bounds', () => {
    expect(listingFiltersSchema.parse({ bedrooms: '0', max_guests: '1000' })).toEqual({
      bedrooms: 0,
      max_guests: 1000,
    });
  });
});

describe('splitList', () => {
  it('splits comma-separated text, trims and drops empties', () => {
    expect(splitList(' Hot tub ,, Sauna ,  ')).toEqual(['Hot tub', 'Sauna']);
  });

  it('flattens repeated values', () => {
    expect(splitList(['Hot tub, Sauna', 'Fire pit'])).toEqual(['Hot tub', 'Sauna', 'Fire pit']);
  });

  it('gives an empty list for nothing', () => {
    expect(splitList(undefined)).toEqual([]);
    expect(splitList('')).toEqual([]);
  });
});

describe('property fields', () => {
  it('parses a valid form into typed values', () => {
    expect(propertyFieldsSchema.parse(validForm)).toEqual({
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
      amenities: ['Hot tub', 'Wood stove'],
      is_featured: true,
      // new homes' fields of issue 40: published unless a draft is asked for, no licence number given
      is_published: true,
      business_licence: null,
      nightly_rate_from: null,
      registration_number: null,
    });
  });

  it('requires every field of docs/spec.md section 5, each with its own message', () => {
    expect(fieldErrors(propertyFieldsSchema.safeParse({}))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      address: 'Address is required',
      address_description: 'Address description is required',
      bedrooms: 'Bedrooms is required',
      beds: 'Beds is required',
      bathrooms: 'Bathrooms is required',
      sqft: 'Sq Ft is required',
      max_guests: 'Max guests is required',
      minimum_nights: 'Minimum nights is required',
      guesty_link: 'Booking link is required',
      amenities: 'Amenities are required',
    });
  });

  it('treats blank text as missing, not as zero', () => {
    const errors = fieldErrors(
      propertyFieldsSchema.safeParse({ ...validForm, name: '   ', bedrooms: '', beds: ' ' }),
    );
    expect(errors).toEqual({
      name: 'Name is required',
      bedrooms: 'Bedrooms is required',
      beds: 'Beds is required',
    });
  });

  it.each([
    ['bedrooms', 'three', 'Bedrooms must be a number'],
    ['bedrooms', '0x3', 'Bedrooms must be a number'],
    ['sqft', '1e3', 'Sq Ft must be a number'],
    ['sqft', 'Infinity', 'Sq Ft must be a number'],
    ['beds', '2.5', 'Beds must be a whole number'],
    ['bedrooms', '-1', 'Bedrooms cannot be negative'],
    ['bedrooms', '51', 'Bedrooms must be at most 50'],
    ['max_guests', '0', 'Max guests must be at least 1'],
    ['minimum_nights', '0', 'Minimum nights must be at least 1'],
    ['minimum_nights', '366', 'Minimum nights must be at most 365'],
    ['bathrooms', '2.25', 'Bathrooms must be a whole or half number'],
    ['bathrooms', 'two', 'Bathrooms must be a number'],
    [
      'guesty_link',
      'javascript:alert(1)',
      'Booking link must be a web address starting with http:// or https://',
    ],
    ['guesty_link', 'not a url', 'Booking link must be a web address starting with http:// or https://'],
    ['name', 'x'.repeat(201), 'Name must be at most 200 characters'],
    ['amenities', ' , ,', 'Amenities are required'],
    ['amenities', 'y'.repeat(201), 'Each amenity must be at most 200 characters'],
    ['is_featured', 'maybe', undefined],
  ])('refuses %s = %j', (field, value, message) => {
    const errors = fieldErrors(propertyFieldsSchema.safeParse({ ...validForm, [field]: value }));
    const fields = Object.keys(errors);
    expect(fields.map((f) => f.split('.')[0])).toEqual([field]);
    if (message) expect(errors[fields[0]!]).toBe(message);
  });

  it('accepts half bathrooms and numbers sent as JSON numbers', () => {
    const parsed = propertyFieldsSchema.parse({ ...validForm, bathrooms: '1.5', bedrooms: 2, sqft: ' 950 ' });
    expect(parsed).toMatchObject({ bathrooms: 1.5, bedrooms: 2, sqft: 950 });
  });

  it('reads amenities from comma-separated text or repeated values', () => {
    expect(
      propertyFieldsSchema.parse({ ...validForm, amenities: ['Hot tub', 'Sauna, Fire pit'] }).amenities,
    ).toEqual(['Hot tub', 'Sauna', 'Fire pit']);
  });

  it('reads is_featured from the form values of a checkbox, defaulting to false', () => {
    expect(propertyFieldsSchema.parse({ ...validForm, is_featured: 'on' }).is_featured).toBe(true);
    expect(propertyFieldsSchema.parse({ ...validForm, is_featured: 'false' }).is_featured).toBe(false);
    const { is_featured: _omitted, ...withoutFlag } = validForm;
    expect(propertyFieldsSchema.parse(withoutFlag).is_featured).toBe(false);
  });

  it('keeps SQL metacharacters as plain text', () => {
    const name = "Robert'); DROP TABLE properties;--";
    expect(propertyFieldsSchema.parse({ ...validForm, name }).name).toBe(name);
  });
});

describe('photo limit', () => {
  it('allows exactly limits.images photos and refuses one more, with the same words for form and API', () => {
    expect(exceedsPhotoLimit(limits.images)).toBe(false);
    expect(exceedsPhotoLimit(limits.images + 1)).toBe(true);
    expect(tooManyPhotosMessage('gallery')).toBe('At most 60 gallery images');
    expect(tooManyPhotosMessage('shuttle')).toBe('At most 60 shuttle images');
  });
});
