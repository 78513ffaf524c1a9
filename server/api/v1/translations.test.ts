import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#common/property.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  multipart,
  propertyFields,
  type TestApp,
} from '../../test/harness.ts';

/** Issue 28, item 3: French versions of staff texts beside the English, read with `?lang=fr`. */
describeEachEngine('translations of staff texts', (engine) => {
  let t: TestApp;
  let cookie: string;

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const putProperty = async (id: number, overrides: Record<string, string>) => {
    const form = await multipart({ ...propertyFields(), id: String(id), ...overrides });
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${id}`,
      ...form,
      headers: { ...form.headers, cookie },
    });
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    cookie = await t.loginAdmin();
  });
  afterAll(() => t.close());

  describe('properties', () => {
    let id: number;
    const french = {
      name: 'Chalet Cèdre',
      description: 'Un chalet en bois au pied des pistes.',
      amenities: 'Spa, Poêle à bois, Casiers à skis',
    };

    beforeAll(async () => {
      const created: Property = await createPropertyViaApi(t, cookie, {
        name: 'Cedar Chalet',
        translations: JSON.stringify({ fr: french }),
      });
      id = created.id;
      expect(created.translations).toEqual({ fr: french });
    });

    it('answers French where staff gave it, English elsewhere, and names the English fields', async () => {
      const res = await get(`/properties/${id}?lang=fr`);
      expect(res.statusCode).toBe(200);
      const property = res.json() as Property;
      expect(property).toMatchObject({
        name: 'Chalet Cèdre',
        description: 'Un chalet en bois au pied des pistes.',
        amenities: ['Spa', 'Poêle à bois', 'Casiers à skis'],
        lang: 'fr',
        untranslated: ['address_description'],
      });
      // the English of the field without a French version, and no copy of the translations
      expect(property.address_description).toBe(propertyFields().address_description);
      expect(property).not.toHaveProperty('translations');
      // the lists answer the same
      const listed = (await get('/properties?lang=fr&bedrooms=1')).json() as Property[];
      expect(listed.find((p) => p.id === id)?.name).toBe('Chalet Cèdre');
      const featured = (await get('/properties/featured?lang=fr')).json() as Property[];
      expect(featured.find((p) => p.id === id)?.name).toBe('Chalet Cèdre');
    });

    it('answers English with the French beside it (for the back office) without ?lang; lang=en, English alone', async () => {
      const stored = (await get(`/properties/${id}`)).json() as Property;
      expect(stored.name).toBe('Cedar Chalet');
      expect(stored.translations).toEqual({ fr: french });
      expect(stored).not.toHaveProperty('lang');
      const english = (await get(`/properties/${id}?lang=en`)).json() as Property;
      expect(english).toMatchObject({ name: 'Cedar Chalet', lang: 'en', untranslated: [] });
      expect(english).not.toHaveProperty('translations');
    });

    it('changes only the French fields a write sends, and a blank one goes back to English', async () => {
      const res = await putProperty(id, {
        name: 'Cedar Chalet',
        translations: JSON.stringify({ fr: { description: '', address_description: 'Au bout du chemin.' } }),
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Property).translations).toEqual({
        fr: { name: 'Chalet Cèdre', amenities: french.amenities, address_description: 'Au bout du chemin.' },
      });
      const property = (await get(`/properties/${id}?lang=fr`)).json() as Property;
      expect(property.description).toBe(propertyFields().description);
      expect(property.untranslated).toEqual(['description']);
      // a write without translations leaves them as they are
      await putProperty(id, { name: 'Cedar Chalet' });
      expect(((await get(`/properties/${id}`)).json() as Property).translations?.fr?.name).toBe(
        'Chalet Cèdre',
      );
    });

    it('refuses an unknown language, a field that has no French and text over the limit, storing nothing', async () => {
      const before = ((await get(`/properties/${id}`)).json() as Property).translations;
      expect((await get(`/properties/${id}?lang=de`)).json()).toEqual({
        message: 'Language must be en or fr',
        fields: { lang: 'Language must be en or fr' },
      });
      expect((await get(`/properties?lang=de`)).statusCode).toBe(400);
      const cases: [string, string][] = [
        [JSON.stringify({ de: { name: 'Hütte' } }), 'translations'],
        [JSON.stringify({ fr: { bedrooms: 'trois' } }), 'translations.fr'],
        [JSON.stringify({ fr: { name: 'x'.repeat(201) } }), 'translations.fr.name'],
        [JSON.stringify({ fr: { name: 5 } }), 'translations.fr.name'],
        ['{not json', 'translations'],
      ];
      for (const [translations, field] of cases) {
        const res = await putProperty(id, { name: 'Renamed', translations });
        expect(res.statusCode, translations).toBe(400);
        expect(Object.keys(res.json().fields), translations).toContain(field);
      }
      const after = (await get(`/properties/${id}`)).json() as Property;
      expect(after.name).toBe('Cedar Chalet');
      expect(after.translations).toEqual(before);
    });

    it("removes a property's translations with it", async () => {
      const other: Property = await createPropertyViaApi(t, cookie, {
        name: 'Gone',
        translations: JSON.stringify({ fr: { name: 'Parti' } }),
      });
      await t.app.inject({ method: 'DELETE', url: `/api/v1/properties/${other.id}`, headers: { cookie } });
      const rows = await t.db.kysely
        .selectFrom('translations')
        .select('record_id')
        .where('kind', '=', 'property')
        .where('record_id', '=', String(other.id))
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('places of the local guide', () => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

    it('keeps the French name and note beside the English and answers them with ?lang=fr', async () => {
      const created = await call('POST', '/places', {
        name: 'Dose Coffee',
        category: 'eat',
        note: 'The best flat white in town.',
        translations: { fr: { note: 'Le meilleur flat white de la ville.' } },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      expect(created.json().translations).toEqual({ fr: { note: 'Le meilleur flat white de la ville.' } });

      const french = (await call('GET', '/places?lang=fr')).json().find((p: { id: number }) => p.id === id);
      expect(french).toMatchObject({
        name: 'Dose Coffee',
        note: 'Le meilleur flat white de la ville.',
        lang: 'fr',
        untranslated: ['name'],
      });
      const updated = await call('PUT', `/places/${id}`, {
        name: 'Dose Coffee',
        category: 'eat',
        translations: { fr: { name: 'Café Dose', note: '' } },
      });
      expect(updated.json().translations).toEqual({ fr: { name: 'Café Dose' } });
      const bad = await call('PUT', `/places/${id}`, {
        name: 'Dose Coffee',
        category: 'eat',
        translations: { fr: { note: 'x'.repeat(1001) } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields['translations.fr.note']).toBe(
        'The French note must be at most 1000 characters',
      );
      expect((await call('DELETE', `/places/${id}`)).statusCode).toBe(204);
      const left = await t.db.kysely
        .selectFrom('translations')
        .select('field')
        .where('kind', '=', 'place')
        .execute();
      expect(left).toEqual([]);
    });
  });
});
