import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { openStayLink } from '../../domain/stays/stays.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  storedState,
  type TestApp,
} from '../../test/harness.ts';

// 10:00 in Vancouver on Mon 1 Dec 2025 (a past date: its offset is history in every zone database).
const start = new Date('2025-12-01T18:00:00.000Z');

/** Issue 43: a stay may carry its own door code, replacing the home's, released by the same rule. */
describeEachEngine("a stay's own door code", (engine) => {
  let t: TestApp;
  let now = start;
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    const admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, admin, propertyId, { door_code: '4821', door_instructions: 'Side door.' });
  });
  afterAll(async () => t?.close());

  const addStay = async (body: object): Promise<Stay> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      headers: { cookie: await t.loginAdmin() },
      payload: { allow_overlap: true, arrival: '2025-12-12', departure: '2025-12-15', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const guestOf = async (stay: Stay) => {
    const outcome = await openStayLink(t.app.domain, propertyId, stay.link.split('/s/')[1]!);
    if (!outcome.ok) throw new Error('link refused');
    return `guest_session=${outcome.session.token}`;
  };
  const page = (cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/properties/welcome/${propertyId}`, headers: { cookie } });
  const patch = async (stay: Stay, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
      headers: { cookie: cookie ?? (await t.loginAdmin()) },
      payload,
    });

  it("replaces the home's code for that stay only, from arrival day, and never shows it before", async () => {
    const own = await addStay({ guest_name: 'Avery', door_code: ' 7070# ' });
    expect(own.door_code).toBe('7070#');
    const other = await addStay({ guest_name: 'Blake' });
    expect(other.door_code).toBeNull();
    const [ownGuest, otherGuest] = [await guestOf(own), await guestOf(other)];

    now = new Date('2025-12-12T07:59:59.000Z'); // 23:59:59 the day before arrival in Vancouver
    const before = await page(ownGuest);
    expect(before.json().door).toEqual({ code: null, instructions: 'Side door.' });
    expect(before.body).not.toContain('7070');
    expect(before.body).not.toContain('4821');

    now = new Date('2025-12-12T08:00:00.000Z');
    const during = await page(ownGuest);
    expect(during.json().door.code).toBe('7070#');
    expect(during.body).not.toContain('4821');
    expect((await page(otherGuest)).json().door.code).toBe('4821');

    // cleared, the home's code again
    const cleared = await patch(own, { door_code: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().door_code).toBeNull();
    expect((await page(ownGuest)).json().door.code).toBe('4821');
    now = start;
  });

  it('refuses a code that is too long or not text, changing nothing', async () => {
    const stay = await addStay({ guest_name: 'Casey', door_code: '1111' });
    const cookie = await t.loginAdmin();
    const before = await storedState(t);
    for (const door_code of ['x'.repeat(65), 42]) {
      const res = await patch(stay, { door_code }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('door_code');
    }
    expect(await storedState(t)).toEqual(before);
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${propertyId}/stays`,
        headers: { cookie: await t.loginAdmin() },
      })
    ).json() as Stay[];
    expect(listed.find((s) => s.id === stay.id)?.door_code).toBe('1111');
  });
});
