import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '#common/place.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  imageFile,
  loginGuest,
  multipart,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';

describeEachEngine('local guide: places API', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const add = async (fields: Record<string, unknown>): Promise<Place> => {
    const res = await call('POST', '/places', fields);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const uploadPhoto = async () => {
    const form = await multipart({ file: await imageFile('bakery.jpg', 1200, 800) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/content-images',
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(res.statusCode).toBe(201);
    return res.json().key as string;
  };
  const newProperty = async () =>
    (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id as number;

  describe('CRUD', () => {
    it('adds a place with its photo, lists it, replaces it and deletes it', async () => {
      const key = await uploadPhoto();
      const created = await add({
        name: 'Dose Coffee',
        category: 'eat',
        note: 'Best espresso in town; open from 7.',
        address: '1st St W, Revelstoke, BC',
        website: 'https://example.com/dose',
        phone: '250-555-0111',
        image: { key, alt: 'Espresso cups on a wooden counter' },
      });
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Dose Coffee',
        category: 'eat',
        note: 'Best espresso in town; open from 7.',
        address: '1st St W, Revelstoke, BC',
        map_url: 'https://www.google.com/maps/search/?api=1&query=1st%20St%20W%2C%20Revelstoke%2C%20BC',
        website: 'https://example.com/dose',
        phone: '250-555-0111',
        image: {
          key,
          alt: 'Espresso cups on a wooden counter',
          url: `/uploads/${key}-1200.webp`,
          srcset: `/uploads/${key}-480.webp 480w, /uploads/${key}-960.webp 960w, /uploads/${key}-1200.webp 1200w`,
          width: 1200,
          height: 800,
        },
        // no French versions given (issue 28)
        translations: {},
      });
      expect((await call('GET', '/places')).json()).toContainEqual(created);

      const replaced = await call('PUT', `/places/${created.id}`, {
        name: 'Dose Coffee Bar',
        category: 'eat',
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({
        id: created.id,
        name: 'Dose Coffee Bar',
        note: '',
        address: '',
        map_url: null,
        image: null,
      });

      expect((await call('DELETE', `/places/${created.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/places/${created.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/places/${created.id}`, { name: 'x', category: 'eat' })).json()).toEqual({
        message: 'Place not found',
      });
      expect((await call('GET', '/places')).json().map((p: Place) => p.id)).not.toContain(created.id);
    });

    it('lists places by category in the guide order, then by name', async () => {
      const names = [
        ['Zeta Pharmacy', 'health'],
        ['Alpha Grocer', 'groceries'],
        ['Mount Mackenzie', 'ski'],
        ['Bear Bakery', 'eat'],
        ['Abbey Bistro', 'eat'],
      ] as const;
      for (const [name, category] of names) await add({ name, category });
      const listed = (await call('GET', '/places')).json() as Place[];
      const ours = listed.filter((p) => names.some(([n]) => n === p.name)).map((p) => p.name);
      expect(ours).toEqual([
        'Abbey Bistro',
        'Bear Bakery',
        'Mount Mackenzie',
        'Alpha Grocer',
        'Zeta Pharmacy',
      ]);
    });

    it('answers bad input with 400 and the fields, and staff only', async () => {
      const cases: [unknown, string][] = [
        [{ category: 'eat' }, 'name'],
        [{ name: '  ', category: 'eat' }, 'name'],
        [{ name: 'Spa', category: 'spa' }, 'category'],
        [{ name: 'Spa', category: 'eat', website: 'javascript:alert(1)' }, 'website'],
        [{ name: 'Spa', category: 'eat', phone: '1'.repeat(41) }, 'phone'],
        [{ name: 'Spa', category: 'eat', image: { key: 'a'.repeat(32), alt: '' } }, 'image.alt'],
        [{ name: 'Spa', category: 'eat', image: { key: '../etc', alt: 'x' } }, 'image.key'],
        [{ name: 'Spa', category: 'eat', image: { key: 'a'.repeat(32), alt: 'A photo' } }, 'image.key'],
        [['not', 'an', 'object'], ''],
      ];
      for (const [body, field] of cases) {
        const res = await call('POST', '/places', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
        if (field) expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
      }
      expect((await call('PUT', '/places/abc', { name: 'x', category: 'eat' })).statusCode).toBe(400);
      expect((await call('GET', '/places', undefined, '')).statusCode).toBe(401);
      expect((await call('POST', '/places', { name: 'x', category: 'eat' }, '')).statusCode).toBe(401);
    });
  });

  describe("a property's choice", () => {
    it('shows every place by default, then exactly the chosen ones in order, in the welcome JSON too', async () => {
      const propertyId = await newProperty();
      await createWelcomeViaApi(t, admin, propertyId);
      const guest = await loginGuest(t, propertyId);
      const a = await add({
        name: 'Grizzly Plaza Market',
        category: 'groceries',
        address: '100 Grizzly Plaza',
      });
      const b = await add({ name: 'Queen Victoria Hospital', category: 'health' });
      const c = await add({ name: 'Revelstoke Mountain Resort', category: 'ski' });

      const all = (await call('GET', `/properties/${propertyId}/places`)).json();
      expect(all.all).toBe(true);
      expect(all.place_ids).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
      const welcomeOf = async () =>
        (await call('GET', `/properties/welcome/${propertyId}`, undefined, guest)).json().places as Place[];
      expect((await welcomeOf()).map((p) => p.id)).toEqual(all.place_ids);

      const chosen = await call('PUT', `/properties/${propertyId}/places`, { place_ids: [c.id, a.id] });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toEqual({ all: false, place_ids: [c.id, a.id] });
      const places = await welcomeOf();
      expect(places.map((p) => p.id)).toEqual([c.id, a.id]);
      expect(places[1]).toEqual({
        id: a.id,
        name: 'Grizzly Plaza Market',
        category: 'groceries',
        note: '',
        address: '100 Grizzly Plaza',
        map_url: 'https://www.google.com/maps/search/?api=1&query=100%20Grizzly%20Plaza',
        website: '',
        phone: '',
        image: null,
      });

      // a place added later is not in a chosen list; a deleted one leaves it
      await add({ name: 'Later Cafe', category: 'eat' });
      await call('DELETE', `/places/${c.id}`);
      expect((await welcomeOf()).map((p) => p.id)).toEqual([a.id]);

      // none at all, then back to every place
      expect((await call('PUT', `/properties/${propertyId}/places`, { place_ids: [] })).json()).toEqual({
        all: false,
        place_ids: [],
      });
      expect(await welcomeOf()).toEqual([]);
      const reset = (await call('PUT', `/properties/${propertyId}/places`, { place_ids: null })).json();
      expect(reset.all).toBe(true);
      expect(reset.place_ids).toContain(b.id);
      // another property's choice is its own
      const other = await newProperty();
      expect((await call('GET', `/properties/${other}/places`)).json().all).toBe(true);
    });

    it('refuses unknown places, repeats, bad bodies and unknown properties', async () => {
      const propertyId = await newProperty();
      const place = await add({ name: 'Kovachs', category: 'outdoors' });
      const put = (body: unknown, id = propertyId) => call('PUT', `/properties/${id}/places`, body);
      const unknown = await put({ place_ids: [place.id, 987_654] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'No place has the id 987654',
        fields: { place_ids: 'No place has the id 987654' },
      });
      for (const body of [{ place_ids: [place.id, place.id] }, { place_ids: ['x'] }, {}, { place_ids: 5 }]) {
        const res = await put(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().fields).join()).toMatch(/^place_ids/);
      }
      expect((await call('GET', `/properties/${propertyId}/places`)).json().all).toBe(true);
      expect((await put({ place_ids: [] }, 987_654)).statusCode).toBe(404);
      expect((await call('GET', '/properties/987654/places')).statusCode).toBe(404);
      expect((await call('PUT', `/properties/${propertyId}/places`, { place_ids: [] }, '')).statusCode).toBe(
        401,
      );
    });
  });
});
