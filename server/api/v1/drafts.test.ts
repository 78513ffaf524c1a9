import { afterAll, beforeAll, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  multipart,
  propertyFields,
  type TestApp,
} from '../../test/harness.ts';

/** 21:00 on 23 November 2026 in Revelstoke. */
const now = new Date('2026-11-24T05:00:00Z');

const rates = {
  nightly_cents: 30_000,
  weekend_nightly_cents: null,
  cleaning_fee_cents: 15_000,
  extra_guest: null,
  seasons: [],
  length_discounts: [],
};

/** Issue 40, items 5 and 6: draft homes (is_published) and the BC numbers (business_licence). */
describeEachEngine('drafts and BC numbers', (engine) => {
  let t: TestApp;
  let admin: string;
  let housekeeper: string;
  let draft: number;
  let published: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    admin = await t.loginAdmin();
    housekeeper = await t.loginAdmin('kim', 'correct-horse-battery', 'housekeeping');
    draft = (await createPropertyViaApi(t, admin, { name: 'Hidden Chalet', is_published: 'false' })).id;
    published = (await createPropertyViaApi(t, admin, { name: 'Open Cabin', is_featured: 'true' })).id;
    for (const id of [draft, published]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${id}/rates`,
        headers: { cookie: admin },
        payload: rates,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const idsOf = (body: Array<{ id: number }>) => body.map((p) => p.id);
  const stay = 'check_in=2027-01-10&check_out=2027-01-14&guests=2';

  it('creates a home published when is_published is omitted (older clients), a draft when false', async () => {
    expect((await get(`/api/v1/properties/${published}`)).json().is_published).toBe(true);
    expect((await get(`/api/v1/properties/${draft}`, admin)).json().is_published).toBe(false);
  });

  it('keeps a draft out of the list, the search, the featured homes and the calendar export for visitors', async () => {
    const list = await get('/api/v1/properties');
    expect(list.statusCode).toBe(200);
    expect(idsOf(list.json())).toEqual([published]);
    const search = await get(`/api/v1/properties?${stay}`);
    expect(idsOf(search.json())).toEqual([published]);
    // featured only when published, even for staff
    const form = await multipart(propertyFields({ is_published: 'false', is_featured: 'true' }));
    const featured = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${draft}`,
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(featured.json()).toMatchObject({ is_published: false, is_featured: true });
    expect(idsOf((await get('/api/v1/properties/featured')).json())).toEqual([published]);
    expect(idsOf((await get('/api/v1/properties/featured', admin)).json())).toEqual([published]);
    const key = await t.db.kysely
      .selectFrom('properties')
      .select(['id', 'calendar_export_key'])
      .where('id', 'in', [draft, published])
      .execute();
    const feed = (id: number) =>
      `/properties/${id}/calendar.ics?key=${key.find((k) => k.id === id)?.calendar_export_key}`;
    expect((await get(feed(published))).statusCode).toBe(200);
    expect((await get(feed(draft))).statusCode).toBe(404);
  });

  it("answers 404 to visitors for a draft's property, availability and quote, and 200 to staff", async () => {
    const paths = [
      `/api/v1/properties/${draft}`,
      `/api/v1/properties/${draft}/availability`,
      `/api/v1/properties/${draft}/quote?${stay}`,
    ];
    for (const path of paths) {
      const anonymous = await get(path);
      expect(anonymous.statusCode, path).toBe(404);
      expect(anonymous.json()).toEqual({ message: 'Property not found' });
      expect((await get(path, admin)).statusCode, path).toBe(200);
      expect((await get(path, housekeeper)).statusCode, path).toBe(200);
      // a cookie whose session is gone is a visitor
      expect((await get(path, 'admin_session=nothing-here')).statusCode, path).toBe(404);
      // asked again anonymously after staff: the shared read cache never kept the staff answer
      expect((await get(path)).statusCode, path).toBe(404);
    }
    const quote = await get(`/api/v1/properties/${draft}/quote?${stay}`, admin);
    expect(quote.json().total_cents).toBeGreaterThan(0);
    const staffList = await get('/api/v1/properties', admin);
    expect(idsOf(staffList.json()).sort()).toEqual([draft, published].sort());
  });

  it('publishes and unpublishes with PUT /properties/{id}/published, staff only', async () => {
    const publish = (id: number, body: unknown, cookie = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${id}/published`,
        headers: cookie ? { cookie } : {},
        payload: body as object,
      });
    expect((await publish(draft, { is_published: true }, '')).statusCode).toBe(401);
    expect((await publish(draft, { is_published: true }, housekeeper)).statusCode).toBe(403);
    const refused = await publish(draft, { is_published: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/is_published/);
    expect((await get(`/api/v1/properties/${draft}`)).statusCode).toBe(404);
    expect((await publish(999_999, { is_published: true })).statusCode).toBe(404);

    const done = await publish(draft, { is_published: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().is_published).toBe(true);
    expect((await get(`/api/v1/properties/${draft}`)).statusCode).toBe(200);
    expect(idsOf((await get('/api/v1/properties')).json())).toContain(draft);

    expect((await publish(draft, { is_published: false })).json().is_published).toBe(false);
    expect((await get(`/api/v1/properties/${draft}`)).statusCode).toBe(404);
    expect(idsOf((await get('/api/v1/properties')).json())).not.toContain(draft);
  });

  it('takes business_licence and registration_number on create and update, and refuses a malformed one', async () => {
    const made = await createPropertyViaApi(t, admin, {
      name: 'Licensed Loft',
      registration_number: 'H123456789',
      business_licence: 'BL-2025-0142',
    });
    expect(made).toMatchObject({ registration_number: 'H123456789', business_licence: 'BL-2025-0142' });
    const update = (fields: Record<string, string>) =>
      multipart(propertyFields({ name: 'Licensed Loft', ...fields })).then((form) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/properties/${made.id}`,
          ...form,
          headers: { ...form.headers, cookie: admin },
        }),
      );
    const changed = await update({ registration_number: 'H987654321', business_licence: 'BL-2026-0007' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(`/api/v1/properties/${made.id}`)).json()).toMatchObject({
      registration_number: 'H987654321',
      business_licence: 'BL-2026-0007',
      is_published: true,
    });
    const bad = await update({ business_licence: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Business licence/);
    expect((await get(`/api/v1/properties/${made.id}`)).json().business_licence).toBe('BL-2026-0007');
    // blank removes it
    expect((await update({ business_licence: '' })).json().business_licence).toBeNull();
  });
});
