import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/** 21:00 on 23 November 2026 in Revelstoke (America/Vancouver), already the 24th in UTC. */
const now = new Date('2026-11-24T05:00:00Z');
const today = '2026-11-23';

describeEachEngine('availability and date search', (engine) => {
  let t: TestApp;
  let admin: string;
  /** Blocked 1–5 Dec and 5–8 Dec (touching), 20–22 Dec and a feed block 30 Dec – 3 Jan; min 2 nights, 6 guests. */
  let chalet: number;
  /** Nothing blocked; 1-night minimum, 2 guests. */
  let studio: number;

  const block = (property_id: number, start_date: string, end_date: string, extra = {}) =>
    t.db.kysely
      .insertInto('calendar_blocks')
      .values({
        property_id,
        start_date,
        end_date,
        source: 'manual',
        feed_id: null,
        note: 'Owner stay: the Smiths',
        created_by: 'tester',
        created_at: now.toISOString(),
        ...extra,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits(), now: () => now });
    admin = await t.loginAdmin();
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet', minimum_nights: '2', max_guests: '6' }))
      .id;
    // Lodge: nothing blocked; 3-night minimum, 10 guests, 4 bedrooms
    await createPropertyViaApi(t, admin, {
      name: 'Lodge',
      minimum_nights: '3',
      max_guests: '10',
      bedrooms: '4',
    });
    studio = (await createPropertyViaApi(t, admin, { name: 'Studio', minimum_nights: '1', max_guests: '2' }))
      .id;
    await block(chalet, '2026-12-01', '2026-12-05');
    await block(chalet, '2026-12-05', '2026-12-08');
    await block(chalet, '2026-12-20', '2026-12-22');
    const feed = await t.db.kysely
      .insertInto('calendar_feeds')
      .values({
        property_id: chalet,
        position: 0,
        label: 'Airbnb',
        url: 'https://www.airbnb.example/calendar/ical/123.ics?s=secret',
        etag: null,
        last_modified: null,
        last_attempt_at: '2026-11-24T04:30:00.000Z',
        last_success_at: '2026-11-24T04:30:00.000Z',
        last_error: null,
        claimed_until: null,
        claimed_by: null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('calendar_feeds')
      .values({
        property_id: chalet,
        position: 1,
        label: 'Vrbo',
        url: 'https://vrbo.example/ical/9.ics',
        etag: null,
        last_modified: null,
        last_attempt_at: '2026-11-24T04:40:00.000Z',
        last_success_at: '2026-11-20T10:00:00.000Z',
        last_error: 'HTTP 500',
        claimed_until: null,
        claimed_by: null,
        created_at: now.toISOString(),
      })
      .execute();
    await block(chalet, '2026-12-30', '2027-01-03', {
      source: 'feed',
      feed_id: feed.id,
      note: 'Guest: Jane Doe',
    });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const names = async (query: string) => {
    const res = await get(`/properties?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((p) => p.name).sort();
  };

  describe('GET /properties/{id}/availability', () => {
    it('defaults to today (site zone) and 12 months on, merges touching blocks, and names the newest sync', async () => {
      const res = await get(`/properties/${chalet}/availability`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        property_id: chalet,
        from: today,
        to: '2027-11-23',
        minimum_nights: 2,
        blocked: [
          { start: '2026-12-01', end: '2026-12-08' },
          { start: '2026-12-20', end: '2026-12-22' },
          { start: '2026-12-30', end: '2027-01-03' },
        ],
        synced_at: '2026-11-24T04:30:00.000Z',
      });
    });

    it('clips blocks to [from, to)', async () => {
      const res = await get(`/properties/${chalet}/availability?from=2026-12-03&to=2027-01-01`);
      expect(res.json().blocked).toEqual([
        { start: '2026-12-03', end: '2026-12-08' },
        { start: '2026-12-20', end: '2026-12-22' },
        { start: '2026-12-30', end: '2027-01-01' },
      ]);
      const inside = await get(`/properties/${chalet}/availability?from=2026-12-08&to=2026-12-20`);
      expect(inside.json().blocked).toEqual([]);
    });

    it('says nothing private: no notes, labels, sources, feed addresses or guests', async () => {
      const res = await get(`/properties/${chalet}/availability`);
      for (const secret of [
        'Smiths',
        'Jane',
        'Airbnb',
        'Vrbo',
        'manual',
        'feed',
        'secret',
        'note',
        'source',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('has synced_at null for a property without feeds', async () => {
      const res = await get(`/properties/${studio}/availability?to=2027-01-01`);
      expect(res.json()).toMatchObject({ from: today, to: '2027-01-01', blocked: [], synced_at: null });
    });

    it.each([
      ['from=2026-13-01', 'from'],
      ['from=2027-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2026-12-10&to=2026-12-10', 'equal'],
      ['from=2026-12-10&to=2026-12-01', 'reversed'],
      ['from=2026-12-01&to=2028-06-02', 'over 18 months'],
      ['to=2026-11-01', 'to before today'],
    ])('answers 400 for %s (%s)', async (query) => {
      const res = await get(`/properties/${chalet}/availability?${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    });

    it('takes exactly 18 months', async () => {
      const res = await get(`/properties/${chalet}/availability?from=2026-12-01&to=2028-06-01`);
      expect(res.statusCode).toBe(200);
    });

    it('answers 404 for an unknown property', async () => {
      const res = await get('/properties/999999/availability');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    });
  });

  describe('GET /properties with dates and guests', () => {
    it('keeps the listing as it was without dates', async () => {
      expect(await names('')).toEqual(['Chalet', 'Lodge', 'Studio']);
    });

    it('leaves out a property booked on any night of the stay', async () => {
      expect(await names('check_in=2026-12-06&check_out=2026-12-10')).toEqual(['Lodge', 'Studio']);
      expect(await names('check_in=2026-12-18&check_out=2026-12-21')).toEqual(['Lodge', 'Studio']);
    });

    it('frees the check-out day for the next check-in, and the check-in day for the last check-out', async () => {
      // booked until the 8th (the 7th is the last night): arriving on the 8th is fine
      expect(await names('check_in=2026-12-08&check_out=2026-12-11')).toEqual(['Chalet', 'Lodge', 'Studio']);
      // leaving on the 20th, the day another stay begins
      expect(await names('check_in=2026-12-17&check_out=2026-12-20')).toEqual(['Chalet', 'Lodge', 'Studio']);
      // staying the night of the 8th to the 20th, exactly between two bookings
      expect(await names('check_in=2026-12-08&check_out=2026-12-20')).toEqual(['Chalet', 'Lodge', 'Studio']);
    });

    it('blocks imported from a feed count as booked', async () => {
      expect(await names('check_in=2027-01-02&check_out=2027-01-05')).toEqual(['Lodge', 'Studio']);
    });

    it('only offers properties whose minimum stay fits the nights', async () => {
      expect(await names('check_in=2026-12-10&check_out=2026-12-11')).toEqual(['Studio']);
      expect(await names('check_in=2026-12-10&check_out=2026-12-12')).toEqual(['Chalet', 'Studio']);
      expect(await names('check_in=2026-12-10&check_out=2026-12-13')).toEqual(['Chalet', 'Lodge', 'Studio']);
    });

    it('counts guests against max_guests, with or without dates', async () => {
      expect(await names('guests=3')).toEqual(['Chalet', 'Lodge']);
      expect(await names('guests=7')).toEqual(['Lodge']);
      expect(await names('check_in=2026-12-02&check_out=2026-12-06&guests=2')).toEqual(['Lodge', 'Studio']);
    });

    it('combines with the other filters', async () => {
      expect(await names('check_in=2026-12-10&check_out=2026-12-13&bedrooms=4')).toEqual(['Lodge']);
      expect(await names('check_in=2026-12-10&check_out=2026-12-13&minimum_nights=2')).toEqual([
        'Chalet',
        'Studio',
      ]);
      expect(await names('check_in=2026-12-02&check_out=2026-12-06&max_guests=3&guests=5')).toEqual([
        'Lodge',
      ]);
    });

    it('takes today in the site zone as a check-in day, though it is already tomorrow in UTC', async () => {
      expect(await names(`check_in=${today}&check_out=2026-11-26`)).toEqual(['Chalet', 'Lodge', 'Studio']);
    });

    it.each([
      ['check_in=2026-12-10', 'check-in alone', 'check_out'],
      ['check_out=2026-12-10', 'check-out alone', 'check_in'],
      ['check_in=2026-12-10&check_out=2026-12-10', 'check-out on check-in', 'check_out'],
      ['check_in=2026-12-10&check_out=2026-12-09', 'check-out before check-in', 'check_out'],
      ['check_in=2026-11-22&check_out=2026-11-25', 'check-in yesterday (site zone)', 'check_in'],
      ['check_in=2028-05-24&check_out=2028-05-27', 'more than 18 months ahead', 'check_in'],
      ['check_in=2026-12-1&check_out=2026-12-10', 'malformed check-in', 'check_in'],
      ['check_in=2026-12-01&check_out=2026-02-30', 'impossible check-out', 'check_out'],
      ['check_in=2026-12-01&check_out=2028-01-01', 'a stay over a year', 'check_out'],
      ['guests=0', 'no guests', 'guests'],
      ['guests=two', 'guests not a number', 'guests'],
    ])('answers 400 for %s (%s)', async (query, _why, field) => {
      const res = await get(`/properties?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      if (body.fields) expect(Object.keys(body.fields)).toContain(field);
    });

    it('takes a check-in exactly 18 months ahead', async () => {
      expect(await names('check_in=2028-05-23&check_out=2028-05-27')).toEqual(['Chalet', 'Lodge', 'Studio']);
    });
  });

  describe('booking facts on the property', () => {
    const put = async (id: number, fields: Record<string, string>) => {
      const { multipart, propertyFields } = await import('../../test/harness.ts');
      const form = await multipart({ ...propertyFields(), ...fields });
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${id}`,
        ...form,
        headers: { ...form.headers, cookie: admin },
      });
    };

    it('are null when not given', async () => {
      const res = await get(`/properties/${studio}`);
      expect(res.json()).toMatchObject({ nightly_rate_from: null, registration_number: null });
    });

    it('round-trip, trimmed, through create, read, list and update, and clear when sent empty', async () => {
      const created = await createPropertyViaApi(t, admin, {
        name: 'Rated',
        nightly_rate_from: ' 245 ',
        registration_number: '  H123-456 789  ',
      });
      expect(created).toMatchObject({ nightly_rate_from: 245, registration_number: 'H123-456 789' });
      expect((await get(`/properties/${created.id}`)).json()).toMatchObject({
        nightly_rate_from: 245,
        registration_number: 'H123-456 789',
      });
      const listed = (await get('/properties')).json() as { id: number; nightly_rate_from: number | null }[];
      expect(listed.find((p) => p.id === created.id)?.nightly_rate_from).toBe(245);
      const updated = await put(created.id, { nightly_rate_from: '310', registration_number: 'PM555' });
      expect(updated.json()).toMatchObject({ nightly_rate_from: 310, registration_number: 'PM555' });
      const cleared = await put(created.id, { nightly_rate_from: '', registration_number: ' ' });
      expect(cleared.json()).toMatchObject({ nightly_rate_from: null, registration_number: null });
    });

    it.each([
      [{ nightly_rate_from: '0' }, 'nightly_rate_from'],
      [{ nightly_rate_from: '-5' }, 'nightly_rate_from'],
      [{ nightly_rate_from: '199.99' }, 'nightly_rate_from'],
      [{ nightly_rate_from: 'cheap' }, 'nightly_rate_from'],
      [{ registration_number: 'H12/34' }, 'registration_number'],
      [{ registration_number: 'x'.repeat(65) }, 'registration_number'],
    ])('refuses %o with a field error', async (fields, field) => {
      const res = await put(studio, fields);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    });
  });
});
