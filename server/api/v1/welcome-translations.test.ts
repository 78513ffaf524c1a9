import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import type { Welcome } from '#common/welcome.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  multipart,
  propertyFields,
  type TestApp,
} from '../../test/harness.ts';

// 10:00 in Vancouver on Mon 1 Dec 2025 (past dates: their offsets are history in every tz database).
const now = new Date('2025-12-01T18:00:00.000Z');

/** Issue 28, item 4: a stay's language, and the welcome page's texts in French (written with the property). */
describeEachEngine('guests in French', (engine) => {
  let t: TestApp;
  let cookie: string;
  let propertyId: number;

  const putProperty = (translations: object) =>
    multipart({
      ...propertyFields(),
      id: String(propertyId),
      translations: JSON.stringify(translations),
    }).then((form) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${propertyId}`,
        ...form,
        headers: { ...form.headers, cookie },
      }),
    );
  const getWelcome = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/welcome/${propertyId}${query}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Welcome;
  };
  const addStay = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      payload: { allow_overlap: true, guest_name: 'Camille Roy', ...body },
      headers: { cookie },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    cookie = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, cookie, { name: 'Cedar Chalet' })).id;
    await createWelcomeViaApi(t, cookie, propertyId, {
      check_in_instructions: 'Shoes off inside.',
      door_instructions: 'Lockbox left of the side door.',
      'amenities[sauna][name]': 'Sauna',
      'amenities[sauna][description]': 'Turn the dial to 80.',
      'amenities[sauna][videoLink]': '',
    });
  });
  afterAll(() => t?.close());

  describe("a stay's language", () => {
    it('is English unless staff choose French, and staff may change it', async () => {
      const english = await addStay({ arrival: '2025-12-10', departure: '2025-12-12' });
      expect(english.statusCode, english.body).toBe(201);
      expect((english.json() as Stay).language).toBe('en');

      const french = await addStay({ arrival: '2025-12-10', departure: '2025-12-12', language: 'fr' });
      expect(french.statusCode, french.body).toBe(201);
      const stay = french.json() as Stay;
      expect(stay.language).toBe('fr');

      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
        payload: { language: 'en' },
        headers: { cookie },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect((patched.json() as Stay).language).toBe('en');
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${propertyId}/stays`,
        headers: { cookie },
      });
      expect((listed.json() as Stay[]).find((s) => s.id === stay.id)?.language).toBe('en');
    });

    it('refuses any other language with a 400 and its message', async () => {
      const res = await addStay({ arrival: '2025-12-10', departure: '2025-12-12', language: 'de' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Language must be en or fr');
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}/stays/1`,
        payload: { language: 'FR' },
        headers: { cookie },
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json().message).toBe('Language must be en or fr');
    });

    it("takes the site's default when DEFAULT_GUEST_LANGUAGE says French", async () => {
      const french = await createTestApp(engine, {
        now: () => now,
        limiters: liftAllLimits(),
        env: { DEFAULT_GUEST_LANGUAGE: 'fr' },
      });
      try {
        const admin = await french.loginAdmin();
        const id = (await createPropertyViaApi(french, admin)).id;
        const res = await french.app.inject({
          method: 'POST',
          url: `/api/v1/properties/${id}/stays`,
          payload: { guest_name: 'Léa', arrival: '2025-12-10', departure: '2025-12-12' },
          headers: { cookie: admin },
        });
        expect(res.statusCode, res.body).toBe(201);
        expect((res.json() as Stay).language).toBe('fr');
      } finally {
        await french.close();
      }
    });
  });

  describe("the welcome page's texts in French", () => {
    const french = {
      name: 'Chalet Cèdre',
      check_in_instructions: 'Retirez vos chaussures à l’entrée.',
      door_instructions: 'La boîte à clés est à gauche de la porte de côté.',
      house_rules: 'Non-fumeur\nPas de fête',
      amenities: [{ name: 'Spa', description: 'Soulevez le couvercle avec le levier.' }, { name: 'Sauna' }],
    };

    beforeAll(async () => {
      const res = await putProperty({ fr: french });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('reads them in French with ?lang=fr, naming the texts left in English', async () => {
      const welcome = await getWelcome('?lang=fr');
      expect(welcome.lang).toBe('fr');
      expect(welcome.property.name).toBe('Chalet Cèdre');
      expect(welcome.checkin.instructions).toBe('Retirez vos chaussures à l’entrée.');
      expect(welcome.door.instructions).toBe('La boîte à clés est à gauche de la porte de côté.');
      expect(welcome.house_rules).toEqual(['Non-fumeur', 'Pas de fête']);
      expect(welcome.amenities.map((a) => [a.name, a.description])).toEqual([
        ['Spa', 'Soulevez le couvercle avec le levier.'],
        ['Sauna', 'Turn the dial to 80.'],
      ]);
      // English where no French was given, named by the write's field names
      expect(welcome.checkout.instructions).toBe('Start the dishwasher and leave keys on the hook.');
      expect(welcome.untranslated).toEqual([
        'checkout_instructions',
        'garbage_info',
        'garbage_location',
        'parking_location',
        'parking_instructions',
        'shuttle_description',
        'pm_contact',
        'amenities.1.description',
      ]);
      expect(welcome).not.toHaveProperty('translations');
    });

    it('reads them in English with ?lang=en, and as stored with their French beside them without lang', async () => {
      const english = await getWelcome('?lang=en');
      expect(english).toMatchObject({ lang: 'en', untranslated: [] });
      expect(english.checkin.instructions).toBe('Shoes off inside.');
      const stored = await getWelcome();
      expect(stored.property.name).toBe('Cedar Ridge Chalet');
      expect(stored.translations).toEqual({
        fr: {
          check_in_instructions: french.check_in_instructions,
          door_instructions: french.door_instructions,
          house_rules: french.house_rules,
          amenities: french.amenities,
        },
      });
      expect(stored).not.toHaveProperty('lang');
    });

    it('removes a French text sent blank, keeps the ones not sent, and the property amenity list apart', async () => {
      const res = await putProperty({
        fr: {
          door_instructions: ' ',
          amenities: 'Spa, Sauna',
          welcome_amenities: [{ name: 'Bain nordique' }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().translations.fr.amenities).toBe('Spa, Sauna');
      const stored = await getWelcome();
      expect(stored.translations?.fr).toEqual({
        check_in_instructions: french.check_in_instructions,
        house_rules: french.house_rules,
        // the second block lost its French: the list sent had one block
        amenities: [{ name: 'Bain nordique', description: french.amenities[0]?.description }, {}],
      });
    });

    it('refuses French that is not text, with the field named', async () => {
      const res = await putProperty({ fr: { pm_contact: 42 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The French pm contact must be text');
      const blocks = await putProperty({ fr: { amenities: [{ title: 'x' }] } });
      expect(blocks.statusCode).toBe(400);
    });

    it('drops the French of amenity blocks the English no longer has', async () => {
      const form = await multipart({
        property_password: '',
        pm_contact: 'Call Maya',
        check_in_instructions: 'Shoes off inside.',
        'amenities[hot_tub][name]': 'Hot tub',
        'amenities[hot_tub][description]': 'Lift the cover with the lever.',
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/welcome/${propertyId}`,
        ...form,
        headers: { ...form.headers, cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const stored = await getWelcome();
      expect(stored.amenities).toHaveLength(1);
      expect(stored.translations?.fr?.amenities).toEqual([
        { name: 'Bain nordique', description: french.amenities[0]?.description },
      ]);
      const rows = await t.db.kysely
        .selectFrom('translations')
        .select('record_id')
        .where('kind', '=', 'welcome_amenity')
        .execute();
      expect(new Set(rows.map((r) => r.record_id))).toEqual(new Set([`${propertyId}:0`]));
    });

    it("opens a French stay's guide in French (the page's read), and the property's deletion removes it all", async () => {
      const stay = (
        await addStay({ arrival: '2025-12-01', departure: '2025-12-03', language: 'fr' })
      ).json() as Stay;
      const outcome = await openStayLink(t.app.domain, propertyId, stay.link.split('/s/')[1]!);
      if (!outcome.ok) throw new Error(outcome.end);
      const guest = `guest_session=${outcome.session.token}`;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/welcome/${propertyId}?lang=fr`,
        headers: { cookie: guest },
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Welcome).checkin.instructions).toBe(french.check_in_instructions);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${propertyId}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
      const left = await t.db.kysely
        .selectFrom('translations')
        .select('kind')
        .where('record_id', 'like', `${propertyId}%`)
        .execute();
      expect(left).toEqual([]);
    });
  });
});
