import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  countRows,
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  type FormValue,
  loginGuest,
  makeImage,
  multipart,
  propertyFields,
  smallImageFile,
  storedState,
  storedVariants,
  type TestApp,
} from '../../test/harness.ts';

type Fields = Record<string, FormValue | FormValue[]>;

interface PropertyJson {
  id: number;
  name: string;
  cover_image: string | null;
  images: { id: number; url: string; srcset: string; width: number; height: number }[];
  [key: string]: unknown;
}

/** The stored file of an image URL (`/uploads/<key>-<width>.webp`). */
const fileOf = (url: string) => url.replace(/^\/uploads\//, '');

describeEachEngine('properties API', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  const send = async (method: 'POST' | 'PUT', url: string, fields: Fields, cookie = admin) => {
    const form = await multipart(fields);
    return t.app.inject({ method, url: `/api/v1${url}`, ...form, headers: { ...form.headers, cookie } });
  };
  const create = async (overrides: Fields = {}) =>
    send('POST', '/properties', {
      ...propertyFields(),
      cover_image: await smallImageFile('cover.jpg'),
      ...overrides,
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  describe('POST /properties', () => {
    it('creates a property from the form and answers 201 with the whole Property', async () => {
      const before = await storedState(t);
      const res = await create({
        name: 'Powder Hound Cabin',
        bathrooms: '1.5',
        images: [await smallImageFile('a.jpg'), await smallImageFile('b.png')],
      });
      expect(res.statusCode).toBe(201);
      const property = res.json();
      expect(property).toEqual({
        id: expect.any(Number),
        name: 'Powder Hound Cabin',
        description: 'A timber chalet ten minutes from the gondola.',
        address: '1200 Mackenzie Ave, Revelstoke, BC',
        address_description: 'Up the hill past the bakery.',
        bedrooms: 3,
        beds: 4,
        bathrooms: 1.5,
        sqft: 1800,
        max_guests: 8,
        minimum_nights: 3,
        guesty_link: 'https://booking.example.com/cedar-ridge',
        amenities: ['Hot tub', 'Wood stove', 'Ski storage'],
        is_featured: true,
        booking_requests: false,
        nightly_rate_from: null,
        registration_number: null,
        business_licence: null,
        // is_published omitted: published, as for clients from before drafts (issue 40)
        is_published: true,
        rating: null,
        // no French versions given
        translations: {},
        cover_image: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-64\.webp$/),
        cover: expect.objectContaining({ width: 64, height: 48 }),
        images: [
          expect.objectContaining({
            id: expect.any(Number),
            url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
            width: 64,
          }),
          expect.objectContaining({
            id: expect.any(Number),
            url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
            width: 64,
          }),
        ],
      });
      const after = await storedState(t);
      expect(after.rows.properties).toBe(before.rows.properties + 1);
      expect(after.rows.property_images).toBe(before.rows.property_images + 3);
      expect(after.rows.property_amenities).toBe(before.rows.property_amenities + 3);
      expect(after.images).toEqual(
        [
          ...before.images,
          ...[property.cover_image, ...property.images.map((i: { url: string }) => i.url)].map(fileOf),
        ].sort(),
      );
      expect(after.tmp).toEqual([]);

      const cover = await t.app.inject({ method: 'GET', url: property.cover_image });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/webp');
      expect((await get(`/properties/${property.id}`)).json()).toEqual(property);
    });

    it('reads repeated amenities fields as well as comma-separated text', async () => {
      const res = await create({ amenities: ['Sauna', 'Fire pit, Games room'] });
      expect(res.statusCode).toBe(201);
      expect(res.json().amenities).toEqual(['Sauna', 'Fire pit', 'Games room']);
    });

    it('treats a missing is_featured as not featured', async () => {
      const { is_featured: _unused, ...fields } = propertyFields();
      const res = await send('POST', '/properties', { ...fields, cover_image: await smallImageFile() });
      expect(res.statusCode).toBe(201);
      expect(res.json().is_featured).toBe(false);
    });

    it.each([
      ['name', '', 'Name is required'],
      ['bedrooms', 'three', 'Bedrooms must be a number'],
      ['bedrooms', '', 'Bedrooms is required'],
      ['bathrooms', '2.3', 'Bathrooms must be a whole or half number'],
      [
        'guesty_link',
        'ftp://example.com',
        'Booking link must be a web address starting with http:// or https://',
      ],
      ['amenities', '', 'Amenities are required'],
      ['description', 'd'.repeat(10_001), 'Description must be at most 10000 characters'],
    ])('refuses %s = %j with 400, naming the field, and stores nothing', async (field, value, message) => {
      const before = await storedState(t);
      const res = await create({ [field]: value, images: [await smallImageFile()] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fields[field]).toBe(message);
      expect(await storedState(t)).toEqual(before);
    });

    it('lists every missing field at once', async () => {
      const before = await storedState(t);
      const res = await send('POST', '/properties', { cover_image: await smallImageFile() });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(
        [
          'address',
          'address_description',
          'amenities',
          'bathrooms',
          'bedrooms',
          'beds',
          'description',
          'guesty_link',
          'max_guests',
          'minimum_nights',
          'name',
          'sqft',
        ].sort(),
      );
      expect(await storedState(t)).toEqual(before);
    });

    it('requires a cover image', async () => {
      const before = await storedState(t);
      const res = await send('POST', '/properties', {
        ...propertyFields(),
        images: [await smallImageFile()],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Cover image is required',
        fields: { cover_image: 'Cover image is required' },
      });
      expect(await storedState(t)).toEqual(before);
    });

    it('refuses two cover images', async () => {
      const before = await storedState(t);
      const res = await create({ cover_image: [await smallImageFile(), await smallImageFile()] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only one cover image can be sent');
      expect(await storedState(t)).toEqual(before);
    });

    it('refuses a cover that is not an image, and keeps none of the files', async () => {
      const before = await storedState(t);
      const res = await create({
        cover_image: { file: Buffer.from('just some text'), name: 'notes.txt', type: 'text/plain' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'cover_image: Only JPEG, PNG, WebP or AVIF images are accepted',
        fields: { cover_image: 'Only JPEG, PNG, WebP or AVIF images are accepted' },
      });
      expect(await storedState(t)).toEqual(before);
    });

    it('refuses a gallery file that is not an image after the cover was stored, removing the stored cover', async () => {
      const before = await storedState(t);
      const res = await create({
        images: [
          await smallImageFile('ok.jpg'),
          { file: Buffer.from('<svg onload=alert(1)>'), name: 'x.svg', type: 'image/svg+xml' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ images: 'Only JPEG, PNG, WebP or AVIF images are accepted' });
      expect(await storedState(t)).toEqual(before);
    });

    it('answers without a session with 401 and stores nothing', async () => {
      const before = await storedState(t);
      const form = await multipart({ ...propertyFields(), cover_image: await smallImageFile() });
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/properties', ...form });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please log in to continue' });
      expect(await storedState(t)).toEqual(before);
    });

    it('answers a JSON body with 415 and a clear message', async () => {
      const before = await storedState(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: { cookie: admin },
        payload: { name: 'Json' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Send this form as multipart/form-data' });
      expect(await storedState(t)).toEqual(before);
    });
  });

  describe('GET /properties', () => {
    let ids: Record<string, number>;

    beforeAll(async () => {
      await t.db.kysely.deleteFrom('properties').execute();
      const make = async (name: string, f: Record<string, string>) =>
        (await createPropertyViaApi(t, admin, { ...f, name, cover_image: await smallImageFile() }))
          .id as number;
      ids = {
        studio: await make('Studio', {
          bedrooms: '0',
          bathrooms: '1',
          max_guests: '2',
          minimum_nights: '1',
          is_featured: 'false',
        }),
        condo: await make('Condo', {
          bedrooms: '2',
          bathrooms: '1.5',
          max_guests: '4',
          minimum_nights: '2',
          is_featured: 'true',
        }),
        house: await make('House', {
          bedrooms: '3',
          bathrooms: '2',
          max_guests: '6',
          minimum_nights: '3',
          is_featured: 'false',
        }),
        lodge: await make('Lodge', {
          bedrooms: '5',
          bathrooms: '3.5',
          max_guests: '12',
          minimum_nights: '7',
          is_featured: 'true',
        }),
      };
    });

    const namesFor = async (query: string) => {
      const res = await get(`/properties${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as PropertyJson[]).map((p) => p.name).sort();
    };

    it('lists every property, featured first, with or without a trailing slash', async () => {
      const res = await get('/properties');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect((res.json() as PropertyJson[]).map((p) => p.name)).toEqual([
        'Condo',
        'Lodge',
        'Studio',
        'House',
      ]);
      const slash = await get('/properties/');
      expect(slash.statusCode).toBe(200);
      expect(slash.json()).toEqual(res.json());
    });

    it('reads bedrooms, bathrooms and max_guests as "at least"', async () => {
      expect(await namesFor('?bedrooms=2')).toEqual(['Condo', 'House', 'Lodge']);
      expect(await namesFor('?bedrooms=3')).toEqual(['House', 'Lodge']);
      expect(await namesFor('?bathrooms=1.5')).toEqual(['Condo', 'House', 'Lodge']);
      expect(await namesFor('?bathrooms=2')).toEqual(['House', 'Lodge']);
      expect(await namesFor('?max_guests=6')).toEqual(['House', 'Lodge']);
      expect(await namesFor('?max_guests=13')).toEqual([]);
    });

    it('keeps properties whose minimum stay is at most minimum_nights', async () => {
      expect(await namesFor('?minimum_nights=1')).toEqual(['Studio']);
      expect(await namesFor('?minimum_nights=3')).toEqual(['Condo', 'House', 'Studio']);
      expect(await namesFor('?minimum_nights=30')).toEqual(['Condo', 'House', 'Lodge', 'Studio']);
    });

    it('combines filters', async () => {
      expect(await namesFor('?bedrooms=2&max_guests=4&minimum_nights=3')).toEqual(['Condo', 'House']);
      expect(await namesFor('/?bedrooms=1&bathrooms=2&minimum_nights=7')).toEqual(['House', 'Lodge']);
    });

    it('ignores empty parameters and unknown ones', async () => {
      expect(await namesFor('?bedrooms=&bathrooms=&max_guests=&minimum_nights=&colour=red')).toEqual([
        'Condo',
        'House',
        'Lodge',
        'Studio',
      ]);
    });

    it.each([
      ['?bedrooms=abc', 'bedrooms must be a number from 0 to 1000'],
      ['?bathrooms=2%20OR%201%3D1', 'bathrooms must be a number from 0 to 1000'],
      ["?max_guests=1'%3B%20DROP%20TABLE%20properties%3B--", 'max_guests must be a number from 0 to 1000'],
      ['?minimum_nights=-3', 'minimum_nights must be a number from 0 to 1000'],
      ['?bedrooms=1&bedrooms=2', 'bedrooms must be a number'],
    ])('answers %s with 400 and a clear message', async (query, message) => {
      const res = await get(`/properties${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await countRows(t, 'properties')).toBe(4);
    });

    it('lists only featured properties at /properties/featured', async () => {
      const res = await get('/properties/featured');
      expect(res.statusCode).toBe(200);
      expect((res.json() as PropertyJson[]).map((p) => p.id)).toEqual([ids.condo, ids.lodge]);
    });

    it('gives one property by id, or 404', async () => {
      const res = await get(`/properties/${ids.house}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.house, name: 'House', bathrooms: 2, is_featured: false });
      const missing = await get('/properties/987654');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Property not found' });
    });

    it('answers an id that is not a number with 400', async () => {
      for (const id of ['abc', '1.5', '-4', '0', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'%3D'1"]) {
        const res = await get(`/properties/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().message, id).toMatch(/^The id must be/);
      }
    });
  });

  describe('PUT /properties/{id}', () => {
    let property: PropertyJson;

    beforeAll(async () => {
      property = await createPropertyViaApi(t, admin, {
        name: 'Before Edit',
        cover_image: await smallImageFile('cover.jpg'),
        images: [
          await smallImageFile('one.jpg'),
          await smallImageFile('two.jpg'),
          await smallImageFile('three.jpg'),
        ],
      });
    });

    const update = (overrides: Fields = {}, id: number | string = property.id) =>
      send('PUT', `/properties/${id}`, { ...propertyFields(), id: String(id), ...overrides });

    it('updates the fields and answers 200 with the Property', async () => {
      const res = await update({
        name: 'After Edit',
        bedrooms: '4',
        amenities: 'Sauna',
        is_featured: 'false',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: property.id,
        name: 'After Edit',
        bedrooms: 4,
        amenities: ['Sauna'],
        is_featured: false,
        cover_image: property.cover_image,
        images: property.images,
      });
      expect((await get(`/properties/${property.id}`)).json()).toEqual(res.json());
    });

    it('replaces the cover with updated_cover_image and deletes the old file', async () => {
      const before = await storedVariants(t);
      const res = await update({ updated_cover_image: await smallImageFile('new-cover.jpg') });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as PropertyJson;
      expect(updated.cover_image).not.toBe(property.cover_image);
      const after = await storedVariants(t);
      expect(after).not.toContain(fileOf(property.cover_image!));
      expect(after).toContain(fileOf(updated.cover_image!));
      expect(after).toHaveLength(before.length);
      property = updated;
    });

    it('adds new_images and removes deleted_image_ids with their files', async () => {
      const [first, second, third] = property.images;
      const res = await update({
        new_images: [await smallImageFile('four.jpg')],
        deleted_image_ids: `${first!.id},${third!.id}`,
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as PropertyJson;
      expect(updated.images.map((i) => i.id)).toEqual([second!.id, expect.any(Number)]);
      const files = await storedVariants(t);
      expect(files).not.toContain(fileOf(first!.url));
      expect(files).not.toContain(fileOf(third!.url));
      expect(files).toContain(fileOf(second!.url));
      expect(files).toContain(fileOf(updated.images[1]!.url));
      property = updated;
    });

    it('takes deleted_image_ids as repeated fields too', async () => {
      const added = (
        await update({ new_images: [await smallImageFile(), await smallImageFile()] })
      ).json() as PropertyJson;
      const [, , a, b] = added.images;
      const res = await update({ deleted_image_ids: [String(a!.id), String(b!.id)] });
      expect(res.statusCode).toBe(200);
      expect((res.json() as PropertyJson).images.map((i) => i.id)).toEqual(property.images.map((i) => i.id));
    });

    it('refuses to delete an image of another property, changing nothing', async () => {
      const other = await createPropertyViaApi(t, admin, {
        cover_image: await smallImageFile(),
        images: [await smallImageFile()],
      });
      const before = await storedState(t);
      const res = await update({
        name: 'Should not stick',
        new_images: [await smallImageFile()],
        deleted_image_ids: String(other.images[0].id),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `Image ${other.images[0].id} is not in this property's gallery`,
        fields: { deleted_image_ids: 'Unknown image id' },
      });
      expect(await storedState(t)).toEqual(before);
      expect((await get(`/properties/${property.id}`)).json()).toEqual(property);
    });

    it.each([['abc'], ['1;DROP TABLE property_images'], ['../1'], ['0']])(
      'refuses deleted_image_ids = %j with 400',
      async (value) => {
        const before = await storedState(t);
        const res = await update({ deleted_image_ids: value });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'deleted_image_ids must be a list of image ids',
          fields: { deleted_image_ids: 'Must be a list of image ids' },
        });
        expect(await storedState(t)).toEqual(before);
      },
    );

    it('refuses invalid fields with 400 and keeps the property as it was', async () => {
      const before = await storedState(t);
      const res = await update({ name: '', max_guests: 'lots', updated_cover_image: await smallImageFile() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Name is required',
        fields: { name: 'Name is required', max_guests: 'Max guests must be a number' },
      });
      expect(await storedState(t)).toEqual(before);
      expect((await get(`/properties/${property.id}`)).json()).toEqual(property);
    });

    it('refuses a non-image cover and keeps the old one', async () => {
      const before = await storedState(t);
      const res = await update({
        updated_cover_image: {
          file: Buffer.from('MZ\x90\x00 fake exe'),
          name: 'cover.jpg',
          type: 'image/jpeg',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        updated_cover_image: 'Only JPEG, PNG, WebP or AVIF images are accepted',
      });
      expect(await storedState(t)).toEqual(before);
      expect((await get(`/properties/${property.id}`)).json()).toEqual(property);
    });

    it('refuses an id in the form that differs from the address', async () => {
      const before = await storedState(t);
      const res = await update({ id: String(property.id + 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The id in the form does not match the address',
        fields: { id: 'Does not match the address' },
      });
      expect(await storedState(t)).toEqual(before);
    });

    it('answers an unknown property with 404 and stores none of the uploads', async () => {
      const before = await storedState(t);
      const res = await update({ new_images: [await smallImageFile()] }, 987_654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
      expect(await storedState(t)).toEqual(before);
    });
  });

  describe('DELETE /properties/{id}', () => {
    it('deletes the property with its welcome page, rows, guest sessions and image files', async () => {
      const property = await createPropertyViaApi(t, admin, {
        cover_image: await smallImageFile(),
        images: [await smallImageFile(), await smallImageFile()],
      });
      await createWelcomeViaApi(t, admin, property.id, {
        shuttle_images: [await smallImageFile('shuttle.jpg')],
        'amenities[hot_tub][image]': await smallImageFile('tub.jpg'),
      });
      const guest = await loginGuest(t, property.id);
      const keep = await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() });
      const before = await storedState(t);
      const own = [property.cover_image, ...property.images.map((i: { url: string }) => i.url)].map(fileOf);
      const welcome = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/properties/welcome/${property.id}`,
          headers: { cookie: admin },
        })
      ).json();
      own.push(fileOf(welcome.shuttle.images[0].url), fileOf(welcome.amenities[0].image.url));
      for (const file of own) expect(before.images).toContain(file);

      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${property.id}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expect((await get(`/properties/${property.id}`)).statusCode).toBe(404);
      const welcomeAfter = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/welcome/${property.id}`,
        headers: { cookie: admin },
      });
      expect(welcomeAfter.statusCode).toBe(404);
      const guestCheck = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/auth/guest-token-check',
        headers: { cookie: guest },
      });
      expect(guestCheck.statusCode).toBe(401);

      for (const table of [
        'property_images',
        'property_amenities',
        'welcome_pages',
        'welcome_amenities',
        'shuttle_images',
        'house_rules',
        'guest_sessions',
      ] as const) {
        const rows = await t.db.kysely
          .selectFrom(table)
          .select('property_id')
          .where('property_id', '=', property.id)
          .execute();
        expect(rows, table).toEqual([]);
      }
      const after = await storedState(t);
      expect(after.rows.properties).toBe(before.rows.properties - 1);
      expect(after.images).toEqual(before.images.filter((f) => !own.includes(f)));
      expect(after.images).toContain(fileOf(keep.cover_image));
    });

    it('answers an unknown property with 404 and deletes nothing', async () => {
      const before = await storedState(t);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/properties/987654',
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
      expect(await storedState(t)).toEqual(before);
    });
  });
});

describe('property uploads over the size limit', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { UPLOAD_MAX_MB: '1' } });
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  /** A real JPEG padded past the limit, so only its size is wrong. */
  const bigImage = async () => ({
    file: Buffer.concat([await makeImage(64, 48), Buffer.alloc(1_100_000, 1)]),
    name: 'huge.jpg',
    type: 'image/jpeg',
  });
  const message = 'That file is too large. Each image can be at most 1 MB.';

  it('answers a cover over the limit with 413 and stores nothing', async () => {
    const before = await storedState(t);
    const form = await multipart({ ...propertyFields(), cover_image: await bigImage() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message });
    expect(await storedState(t)).toEqual(before);
  });

  it('answers a new gallery image over the limit with 413 and changes nothing', async () => {
    const property = await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() });
    const before = await storedState(t);
    const form = await multipart({
      ...propertyFields({ name: 'Changed' }),
      new_images: [await smallImageFile(), await bigImage()],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${property.id}`,
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message });
    expect(await storedState(t)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}` })).json().name,
    ).toBe(property.name);
  });
});
