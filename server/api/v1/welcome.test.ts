import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  type FormValue,
  loginGuest,
  multipart,
  smallImageFile,
  storedState,
  storedVariants,
  type TestApp,
  welcomeFields,
} from '../../test/harness.ts';

type Fields = Record<string, FormValue | FormValue[]>;

interface ImageJson {
  id: number;
  url: string;
}
interface WelcomeJson {
  property_id: number;
  shuttle: { description: string; images: ImageJson[] };
  amenities: { key: string; name: string; image: ImageJson | null }[];
  [key: string]: unknown;
}

const fileOf = (url: string) => url.replace(/^\/uploads\//, '');

describeEachEngine('welcome pages API', (engine) => {
  let t: TestApp;
  let admin: string;
  const limiters = liftAllLimits();

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters });
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  const newProperty = async (name = 'Welcome Test Chalet') =>
    (await createPropertyViaApi(t, admin, { name, cover_image: await smallImageFile() })).id as number;
  const send = async (method: 'POST' | 'PUT', url: string, fields: Fields, cookie = admin) => {
    const form = await multipart(fields);
    return t.app.inject({ method, url: `/api/v1${url}`, ...form, headers: { ...form.headers, cookie } });
  };
  const getWelcome = (propertyId: number | string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${propertyId}`,
      headers: cookie ? { cookie } : {},
    });
  const guestLogin = (propertyId: number, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/guest-login`,
      payload: { password, stay_duration: 2 },
    });

  describe('POST /properties/welcome', () => {
    it('creates the welcome page and answers 201 with the Welcome, never the password', async () => {
      const propertyId = await newProperty('Cedar Ridge');
      const before = await storedState(t);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId),
        shuttle_images: [await smallImageFile('bus.jpg'), await smallImageFile('stop.jpg')],
        'amenities[hot_tub][image]': await smallImageFile('tub.jpg'),
        'amenities[sauna][name]': 'Sauna',
        'amenities[sauna][description]': 'Wood-fired; give it an hour.',
      });
      expect(res.statusCode).toBe(201);
      const welcome = res.json();
      expect(welcome).toEqual({
        property_id: propertyId,
        property: expect.objectContaining({
          id: propertyId,
          name: 'Cedar Ridge',
          cover_image: expect.any(String),
        }),
        owning_company: 'Selkirk Stays',
        address: {
          line: '1200 Mackenzie Ave, Revelstoke, BC',
          map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('1200 Mackenzie Ave, Revelstoke, BC')}`,
        },
        stay: null,
        translations: {},
        password_shows_codes: false,
        contact: { email: 'host@example.com', phone: '+1 250-555-0142' },
        checkin: { time: '', instructions: '' },
        door: { code: '', instructions: '' },
        checkout: { time: '10:00', instructions: 'Start the dishwasher and leave keys on the hook.' },
        stay_times: { early_check_in: '', late_checkout: '', auto_approve: false },
        garbage: { info: 'Bear-proof bins only.', location: 'Side of the garage', code: '4321' },
        wifi: { network: 'CedarRidge', password: 'powder-day-2025' },
        parking: { location: 'Driveway, two cars', instructions: 'Park nose-in; the plough passes at 6 am.' },
        house_rules: ['No smoking', 'No parties', 'Quiet hours after 10 pm'],
        shuttle: {
          description: 'The ski shuttle stops at the corner every 30 minutes.',
          images: [
            expect.objectContaining({ url: expect.stringMatching(/^\/uploads\/.+\.webp$/) }),
            expect.objectContaining({ url: expect.stringMatching(/^\/uploads\/.+\.webp$/) }),
          ],
        },
        pm_contact: 'Call Maya on +1 250-555-0199',
        amenities: [
          {
            id: expect.any(Number),
            key: 'hot_tub',
            name: 'Hot tub',
            description: 'Lift the cover with the lever.',
            videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            image: expect.objectContaining({ url: expect.stringMatching(/^\/uploads\/.+\.webp$/) }),
          },
          {
            id: expect.any(Number),
            key: 'sauna',
            name: 'Sauna',
            description: 'Wood-fired; give it an hour.',
            videoLink: '',
            image: null,
          },
        ],
        places: [],
        updated_at: expect.any(String),
        codes_available_at: null,
      });
      expect(res.body).not.toContain('cedar-guest');
      expect(res.body).not.toMatch(/property_password|password_hash|scrypt/);

      const after = await storedState(t);
      expect(after.rows.welcome_pages).toBe(before.rows.welcome_pages + 1);
      expect(after.rows.shuttle_images).toBe(before.rows.shuttle_images + 2);
      expect(after.rows.welcome_amenities).toBe(before.rows.welcome_amenities + 2);
      expect(after.rows.house_rules).toBe(before.rows.house_rules + 3);
      expect(after.images).toHaveLength(before.images.length + 3);
      expect(after.tmp).toEqual([]);

      const row = await t.db.kysely
        .selectFrom('welcome_pages')
        .select('password_hash')
        .where('property_id', '=', propertyId)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain('cedar-guest');
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect((await guestLogin(propertyId, 'cedar-guest')).statusCode).toBe(200);
    });

    it('gives amenities with the same name unique keys', async () => {
      const propertyId = await newProperty();
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId),
        'amenities[a][name]': 'Hot tub',
        'amenities[a][description]': 'The second tub.',
        'amenities[b][name]': 'Ski & Board Room!',
        'amenities[b][description]': 'By the door.',
      });
      expect(res.statusCode).toBe(201);
      expect((res.json() as WelcomeJson).amenities.map((a) => a.key)).toEqual([
        'hot_tub',
        'hot_tub_2',
        'ski__board_room',
      ]);
    });

    it('stores amenities whose longest allowed names repeat', async () => {
      const propertyId = await newProperty();
      const name = 'N'.repeat(200);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId),
        'amenities[x][name]': name,
        'amenities[x][description]': 'One.',
        'amenities[y][name]': name,
        'amenities[y][description]': 'Two.',
      });
      expect(res.statusCode).toBe(201);
      const keys = (res.json() as WelcomeJson).amenities.map((a) => a.key);
      expect(new Set(keys).size).toBe(3);
      for (const key of keys) expect(key.length).toBeLessThanOrEqual(200);
    });

    it('answers a property that already has a welcome page with 409, changing nothing', async () => {
      const propertyId = await newProperty();
      await createWelcomeViaApi(t, admin, propertyId);
      const before = await storedState(t);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId, { owning_company: 'Somebody Else' }),
        shuttle_images: [await smallImageFile()],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'This property already has a welcome page' });
      expect(await storedState(t)).toEqual(before);
      expect((await getWelcome(propertyId, admin)).json().owning_company).toBe('Selkirk Stays');
    });

    it('answers an unknown property with 404 and stores none of the uploads', async () => {
      const before = await storedState(t);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(987_654),
        shuttle_images: [await smallImageFile()],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
      expect(await storedState(t)).toEqual(before);
    });

    it.each([
      [{ pm_contact: '' }, 'pm_contact', 'Property manager contact is required'],
      [{ property_password: '' }, 'property_password', 'Property password is required'],
      [{ property_password: 'abc' }, 'property_password', 'Property password must be at least 4 characters'],
      [
        { property_password: 'p'.repeat(201) },
        'property_password',
        'Property password must be at most 200 characters',
      ],
      [{ contact_email: 'not-an-email' }, 'contact_email', 'Contact email must be an email address'],
      [{ checkout_time: '25:00' }, 'checkout_time', 'Checkout time must be a time such as 10:00'],
      [{ checkout_time: "10:00'; --" }, 'checkout_time', 'Checkout time must be a time such as 10:00'],
      [{ checkout_time: '1'.repeat(17) }, 'checkout_time', 'Checkout time must be at most 16 characters'],
      [{ wifi_password: 'w'.repeat(101) }, 'wifi_password', 'WiFi password must be at most 100 characters'],
      [{ house_rules: 'r'.repeat(501) }, 'house_rules.0', 'Each house rule must be at most 500 characters'],
      [{ 'amenities[hot_tub][name]': '' }, 'amenities[hot_tub][name]', 'Amenity name is required'],
      [
        { 'amenities[hot_tub][description]': ' ' },
        'amenities[hot_tub][description]',
        'Amenity description is required',
      ],
      [
        { 'amenities[hot_tub][videoLink]': 'javascript:alert(1)' },
        'amenities[hot_tub][videoLink]',
        'Amenity video link must be a web address starting with http:// or https://',
      ],
      [{ property_id: '' }, 'property_id', 'The id must be a positive number'],
      [{ property_id: 'abc' }, 'property_id', 'The id must be a number'],
      [{ property_id: '../../etc/passwd' }, 'property_id', 'The id must be a number'],
    ])('refuses %j with 400 and stores nothing', async (overrides, field, message) => {
      const propertyId = await newProperty();
      const before = await storedState(t);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId, overrides),
        shuttle_images: [await smallImageFile()],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fields[field]).toBe(message);
      expect(await storedState(t)).toEqual(before);
    });

    it('refuses a shuttle file that is not an image and stores nothing', async () => {
      const propertyId = await newProperty();
      const before = await storedState(t);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId),
        shuttle_images: [
          await smallImageFile(),
          { file: Buffer.from('%PDF-1.4'), name: 'map.jpg', type: 'image/jpeg' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'shuttle_images: Only JPEG, PNG, WebP or AVIF images are accepted',
        fields: { shuttle_images: 'Only JPEG, PNG, WebP or AVIF images are accepted' },
      });
      expect(await storedState(t)).toEqual(before);
    });

    it('refuses an amenity image that is not an image, removing the shuttle images already stored', async () => {
      const propertyId = await newProperty();
      const before = await storedState(t);
      const res = await send('POST', '/properties/welcome', {
        ...welcomeFields(propertyId),
        shuttle_images: [await smallImageFile()],
        'amenities[hot_tub][image]': {
          file: Buffer.from('GIF89a not really'),
          name: 'tub.png',
          type: 'image/png',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'amenities[hot_tub][image]': 'Only JPEG, PNG, WebP or AVIF images are accepted',
      });
      expect(await storedState(t)).toEqual(before);
    });
  });

  describe('PUT /properties/welcome/{propertyId}', () => {
    let propertyId: number;
    let welcome: WelcomeJson;

    beforeAll(async () => {
      propertyId = await newProperty('Edited Welcome');
      welcome = await createWelcomeViaApi(t, admin, propertyId, {
        shuttle_images: [await smallImageFile('s1.jpg'), await smallImageFile('s2.jpg')],
        'amenities[hot_tub][image]': await smallImageFile('tub.jpg'),
        'amenities[sauna][name]': 'Sauna',
        'amenities[sauna][description]': 'Hot.',
        'amenities[sauna][image]': await smallImageFile('sauna.jpg'),
      });
    });

    const update = (overrides: Fields = {}, id: number = propertyId) => {
      const { property_id: _omitted, ...fields } = welcomeFields(id, { property_password: '' });
      return send('PUT', `/properties/welcome/${id}`, {
        ...fields,
        'amenities[sauna][name]': 'Sauna',
        'amenities[sauna][description]': 'Hot.',
        ...overrides,
      });
    };

    it('updates the fields and keeps the password when it is blank', async () => {
      const res = await update({ wifi_password: 'new-wifi-pass', house_rules: 'Boots off' });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as WelcomeJson;
      expect(updated).toMatchObject({
        wifi: { network: 'CedarRidge', password: 'new-wifi-pass' },
        house_rules: ['Boots off'],
      });
      expect(updated.amenities.map((a) => a.image?.url)).toEqual(welcome.amenities.map((a) => a.image?.url));
      expect(updated.shuttle.images).toEqual(welcome.shuttle.images);
      expect(res.body).not.toMatch(/property_password|password_hash/);
      expect((await guestLogin(propertyId, 'cedar-guest')).statusCode).toBe(200);
      expect((await getWelcome(propertyId, admin)).json()).toEqual(updated);
      welcome = updated;
    });

    it('changes the password when a new one is given', async () => {
      const res = await update({ property_password: 'new-door-code' });
      expect(res.statusCode).toBe(200);
      expect((await guestLogin(propertyId, 'new-door-code')).statusCode).toBe(200);
      expect((await guestLogin(propertyId, 'cedar-guest')).statusCode).toBe(401);
    });

    it('removes deleted_shuttle_images with their files and adds new ones', async () => {
      const [first, second] = welcome.shuttle.images;
      const res = await update({
        deleted_shuttle_images: String(first!.id),
        shuttle_images: [await smallImageFile('s3.jpg')],
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as WelcomeJson;
      expect(updated.shuttle.images.map((i) => i.id)).toEqual([second!.id, expect.any(Number)]);
      const files = await storedVariants(t);
      expect(files).not.toContain(fileOf(first!.url));
      expect(files).toContain(fileOf(second!.url));
      expect(files).toContain(fileOf(updated.shuttle.images[1]!.url));
      welcome = updated;
    });

    it('removes an amenity image named in deleted_amenity_images, with its file', async () => {
      const sauna = welcome.amenities.find((a) => a.key === 'sauna')!;
      const res = await update({ deleted_amenity_images: 'sauna' });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as WelcomeJson;
      expect(updated.amenities.find((a) => a.key === 'sauna')!.image).toBeNull();
      expect(updated.amenities.find((a) => a.key === 'hot_tub')!.image).not.toBeNull();
      expect(await storedVariants(t)).not.toContain(fileOf(sauna.image!.url));
      welcome = updated;
    });

    it('replaces an amenity image and deletes the old file', async () => {
      const tub = welcome.amenities.find((a) => a.key === 'hot_tub')!;
      const res = await update({ 'amenities[hot_tub][image]': await smallImageFile('new-tub.jpg') });
      expect(res.statusCode).toBe(200);
      const newTub = (res.json() as WelcomeJson).amenities.find((a) => a.key === 'hot_tub')!;
      expect(newTub.image!.url).not.toBe(tub.image!.url);
      const files = await storedVariants(t);
      expect(files).not.toContain(fileOf(tub.image!.url));
      expect(files).toContain(fileOf(newTub.image!.url));
      welcome = res.json();
    });

    it('deletes the image of an amenity that is left out', async () => {
      const tub = welcome.amenities.find((a) => a.key === 'hot_tub')!;
      const { property_id: _omitted, ...fields } = welcomeFields(propertyId, { property_password: '' });
      const withoutTub = Object.fromEntries(
        Object.entries(fields).filter(([k]) => !k.startsWith('amenities[hot_tub]')),
      );
      const removed = await send('PUT', `/properties/welcome/${propertyId}`, {
        ...withoutTub,
        'amenities[sauna][name]': 'Sauna',
        'amenities[sauna][description]': 'Hot.',
      });
      expect(removed.statusCode).toBe(200);
      expect((removed.json() as WelcomeJson).amenities.map((a) => a.key)).toEqual(['sauna']);
      expect(await storedVariants(t)).not.toContain(fileOf(tub.image!.url));
      welcome = removed.json();
    });

    it('refuses an unknown shuttle image id, changing nothing', async () => {
      const before = await storedState(t);
      const res = await update({
        wifi_password: 'should-not-stick',
        deleted_shuttle_images: '987654',
        shuttle_images: [await smallImageFile()],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Shuttle image 987654 does not belong to this property',
        fields: { deleted_shuttle_images: 'Unknown image id' },
      });
      expect(await storedState(t)).toEqual(before);
      expect((await getWelcome(propertyId, admin)).json()).toEqual(welcome);
    });

    it.each([['x'], ['1 OR 1=1'], ['-1']])('refuses deleted_shuttle_images = %j with 400', async (value) => {
      const before = await storedState(t);
      const res = await update({ deleted_shuttle_images: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('deleted_shuttle_images must be a list of image ids');
      expect(await storedState(t)).toEqual(before);
    });

    it('refuses invalid fields with 400, changing nothing', async () => {
      const before = await storedState(t);
      const res = await update({ pm_contact: '', 'amenities[hot_tub][image]': await smallImageFile() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Property manager contact is required',
        fields: { pm_contact: 'Property manager contact is required' },
      });
      expect(await storedState(t)).toEqual(before);
      expect((await getWelcome(propertyId, admin)).json()).toEqual(welcome);
    });

    it('creates the welcome page when it is missing (the second step of creating a property)', async () => {
      const fresh = await newProperty('Second Step');
      const { property_id: _omitted, ...fields } = welcomeFields(fresh);
      const res = await send('PUT', `/properties/welcome/${fresh}`, fields);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ property_id: fresh, property: { name: 'Second Step' } });
      expect((await guestLogin(fresh, 'cedar-guest')).statusCode).toBe(200);
    });

    it('requires a password when it creates the page', async () => {
      const fresh = await newProperty();
      const before = await storedState(t);
      const { property_id: _omitted, ...fields } = welcomeFields(fresh, { property_password: '' });
      const res = await send('PUT', `/properties/welcome/${fresh}`, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Property password is required',
        fields: { property_password: 'Property password is required' },
      });
      expect(await storedState(t)).toEqual(before);
    });

    it('answers an unknown property with 404, storing nothing', async () => {
      const before = await storedState(t);
      const res = await update(
        { shuttle_images: [await smallImageFile()], property_password: 'abcd' },
        987_654,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
      expect(await storedState(t)).toEqual(before);
    });
  });

  describe('GET /properties/welcome/{propertyId}', () => {
    let mine: number;
    let other: number;
    let bare: number;

    beforeAll(async () => {
      mine = await newProperty('Mine');
      other = await newProperty('Other');
      bare = await newProperty('Bare');
      await createWelcomeViaApi(t, admin, mine);
      await createWelcomeViaApi(t, admin, other, { property_password: 'other-pass' });
    });

    it('answers without a session with 401', async () => {
      const res = await getWelcome(mine);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in with the password of this property' });
      expect(res.headers['cache-control']).toContain('no-store');
    });

    it("answers another property's guest with 403", async () => {
      const guest = await loginGuest(t, other, 'other-pass');
      const res = await getWelcome(mine, guest);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your guest login is for another property' });
      expect(res.body).not.toContain('powder-day-2025');
    });

    it("gives that property's guest the welcome data, never cached", async () => {
      const guest = await loginGuest(t, mine);
      const res = await getWelcome(mine, guest);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ property_id: mine, wifi: { password: 'powder-day-2025' } });
      expect(res.headers['cache-control']).toMatch(/(^|[ ,])no-store([ ,]|$)/);
      expect(res.body).not.toMatch(/property_password|password_hash|cedar-guest/);
    });

    it('gives an admin the welcome data of any property', async () => {
      for (const id of [mine, other]) {
        const res = await getWelcome(id, admin);
        expect(res.statusCode).toBe(200);
        expect(res.json().property_id).toBe(id);
        expect(res.headers['cache-control']).toContain('no-store');
      }
    });

    it('answers a property without a welcome page, or no property, with 404', async () => {
      const res = await getWelcome(bare, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This property has no welcome page yet' });
      const none = await getWelcome(987_654, admin);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: 'Property not found' });
    });

    it('answers an id that is not a number with 400', async () => {
      for (const id of ['abc', '..%2F1', '1%3B%20DROP%20TABLE%20welcome_pages']) {
        const res = await getWelcome(id, admin);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().message, id).toBe('The id must be a number');
      }
    });
  });
});
