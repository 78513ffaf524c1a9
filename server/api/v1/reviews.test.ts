import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PropertyReviews, StaffReview } from '#common/review.ts';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';

// 10:00 in Vancouver (PST, UTC-8) on Mon 1 Dec 2025: past dates on purpose (their offsets are history).
const start = new Date('2025-12-01T18:00:00.000Z');
/** 10:00 in Vancouver on a December 2025 or January 2026 day (PST all along). */
const at = (date: string) => new Date(`${date}T18:00:00.000Z`);

const goodReview = {
  rating: 5,
  text: 'Warm, spotless and right by the gondola. We will be back!',
  name: 'Avery',
};

describeEachEngine('reviews', (engine) => {
  let t: TestApp;
  let now = start;
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    propertyId = await newProperty();
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = start;
  });

  const admin = () => t.loginAdmin();
  async function newProperty(): Promise<number> {
    return (await createPropertyViaApi(t, await admin(), { cover_image: await smallImageFile() })).id;
  }
  async function addStay(arrival: string, departure: string, id = propertyId): Promise<Stay> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/stays`,
      // the tests' stays may share nights: overlaps staff confirm
      payload: { guest_name: 'Avery Chen', arrival, departure, allow_overlap: true },
      headers: { cookie: await admin() },
    });
    if (res.statusCode !== 201) throw new Error(`add stay failed: ${res.statusCode} ${res.body}`);
    return res.json();
  }
  const listStays = async (id = propertyId): Promise<Stay[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${id}/stays`,
        headers: { cookie: await admin() },
      })
    ).json();
  const tokenOf = (link: string) => link.split('/review/')[1] as string;
  const submit = (token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/reviews/by-token/${token}`, payload: payload as object });
  const publicReviews = async (id = propertyId, query = ''): Promise<PropertyReviews> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}/reviews${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const moderate = async (id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/reviews/${id}`,
      payload,
      headers: { cookie: await admin() },
    });
  const addChannelReview = async (payload: object, id = propertyId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/reviews`,
      payload,
      headers: { cookie: await admin() },
    });
  const ratingOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}` })).json().rating;

  describe('the review link on a stay', () => {
    it('appears on the last night, lasts 30 days after departure, and is not the stay link', async () => {
      const stay = await addStay('2025-12-10', '2025-12-14');
      expect(stay.review_link).toBeNull();
      now = at('2025-12-12');
      expect((await listStays()).find((s) => s.id === stay.id)?.review_link).toBeNull();
      now = at('2025-12-13');
      const link = (await listStays()).find((s) => s.id === stay.id)?.review_link;
      expect(link).toMatch(/^http:\/\/localhost:3000\/review\/\d+\.[A-Za-z0-9_-]{43}$/);
      expect(link).not.toContain(stay.link.split('/s/')[1]);
      now = at('2026-01-13');
      expect((await listStays()).find((s) => s.id === stay.id)?.review_link).toBe(link);
      now = at('2026-01-14');
      expect((await listStays()).find((s) => s.id === stay.id)?.review_link).toBeNull();
    });

    it('is null for a revoked stay', async () => {
      const stay = await addStay('2025-11-20', '2025-11-24');
      expect(stay.review_link).not.toBeNull();
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
        headers: { cookie: await admin() },
      });
      expect((await listStays()).find((s) => s.id === stay.id)?.review_link).toBeNull();
      expect((await submit(tokenOf(stay.review_link as string), goodReview)).statusCode).toBe(404);
    });
  });

  describe('a guest review by token', () => {
    it('is stored pending (201), once (409), and shows only once published', async () => {
      const stay = await addStay('2025-11-25', '2025-11-29');
      const token = tokenOf(stay.review_link as string);
      const res = await submit(token, { ...goodReview, name: '  Avery ' });
      expect(res.statusCode).toBe(201);
      const review = res.json();
      expect(review).toMatchObject({
        rating: 5,
        name: 'Avery',
        stay_month: '2025-11',
        source: 'direct',
        verified: true,
        reply: null,
        published_at: null,
      });
      expect(JSON.stringify(review)).not.toContain('Chen');

      const again = await submit(token, goodReview);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This stay has already been reviewed');

      expect((await publicReviews()).reviews.map((r) => r.id)).not.toContain(review.id);
      expect(await ratingOf(propertyId)).toBeNull();

      const pending: StaffReview[] = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/reviews?status=pending',
          headers: { cookie: await admin() },
        })
      ).json();
      expect(pending.find((r) => r.id === review.id)).toMatchObject({
        status: 'pending',
        property_id: propertyId,
      });

      now = at('2025-12-02');
      const published = await moderate(review.id, { status: 'published', reply: 'Thank you, Avery!' });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({
        status: 'published',
        reply: 'Thank you, Avery!',
        published_at: at('2025-12-02').toISOString(),
      });
      const list = await publicReviews();
      expect(list.reviews.find((r) => r.id === review.id)).toMatchObject({
        verified: true,
        reply: 'Thank you, Avery!',
        name: 'Avery',
        stay_month: '2025-11',
      });
      expect(await ratingOf(propertyId)).toEqual({ average: 5, count: list.count });

      expect((await moderate(review.id, { status: 'hidden', reply: null })).statusCode).toBe(200);
      expect((await publicReviews()).reviews.map((r) => r.id)).not.toContain(review.id);
    });

    it('answers 410 after the 30 days and 403 before the last night', async () => {
      const stay = await addStay('2025-11-25', '2025-11-28');
      const token = tokenOf(stay.review_link as string);
      now = at('2025-12-29');
      const expired = await submit(token, goodReview);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe('This review link has expired');
      now = at('2025-11-26');
      expect((await submit(token, goodReview)).statusCode).toBe(403);
    });

    it('answers 404 for a token that names no stay or has the wrong signature', async () => {
      const stay = await addStay('2025-11-25', '2025-11-28');
      const token = tokenOf(stay.review_link as string);
      const [id, mac] = token.split('.') as [string, string];
      const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      for (const bad of [flipped, `${Number(id) + 1000}.${mac}`, 'nonsense', stay.link.split('/s/')[1]]) {
        const res = await submit(String(bad), goodReview);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'This review link is not valid' });
      }
    });

    it('refuses a bad review with 400 and the field', async () => {
      const stay = await addStay('2025-11-25', '2025-11-28');
      const token = tokenOf(stay.review_link as string);
      const cases: Array<[unknown, string]> = [
        [{ ...goodReview, rating: 6 }, 'rating'],
        [{ ...goodReview, rating: 0 }, 'rating'],
        [{ ...goodReview, rating: 4.5 }, 'rating'],
        [{ ...goodReview, rating: true }, 'rating'],
        [{ text: goodReview.text }, 'rating'],
        [{ ...goodReview, text: 'Too short.' }, 'text'],
        [{ ...goodReview, text: 'x'.repeat(2001) }, 'text'],
        [{ rating: 4 }, 'text'],
        [{ ...goodReview, name: 'n'.repeat(61) }, 'name'],
      ];
      for (const [payload, field] of cases) {
        const res = await submit(token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().fields ?? {})).toContain(field);
      }
      const notObject = await submit(token, ['x']);
      expect(notObject.statusCode).toBe(400);
      // nothing was stored: the guest may still write the review
      expect((await submit(token, { ...goodReview, name: '' })).json()).toMatchObject({ name: null });
    });
  });

  describe('channel reviews, averages and pages', () => {
    it('are published at once with their source and date, never verified', async () => {
      const id = await newProperty();
      const res = await addChannelReview(
        {
          source: 'airbnb',
          date: '2025-10-05',
          name: 'Jun',
          rating: 4,
          text: 'Lovely cabin, great hot tub.',
        },
        id,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        source: 'airbnb',
        verified: false,
        status: 'published',
        stay_month: null,
        // 00:00 in Vancouver (PDT, UTC-7) on 5 Oct 2025
        published_at: '2025-10-05T07:00:00.000Z',
      });
      expect((await publicReviews(id)).reviews).toHaveLength(1);
    });

    it('a channel review marked direct is still not a verified stay', async () => {
      const id = await newProperty();
      await addChannelReview(
        { source: 'direct', date: '2025-10-05', rating: 5, text: 'Booked by phone, loved every minute.' },
        id,
      );
      expect((await publicReviews(id)).reviews[0]).toMatchObject({ source: 'direct', verified: false });
    });

    it('refuses bad channel reviews with 400 and the field, and anonymous callers with 401', async () => {
      const good = { source: 'vrbo', date: '2025-10-05', rating: 4, text: 'Lovely cabin, great hot tub.' };
      for (const [payload, field] of [
        [{ ...good, source: 'tripadvisor' }, 'source'],
        [{ ...good, date: '2025-02-30' }, 'date'],
        [{ ...good, date: '2025-12-02' }, 'date'],
        [{ ...good, rating: 9 }, 'rating'],
      ] as const) {
        const res = await addChannelReview(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().fields)).toContain(field);
      }
      expect((await addChannelReview(good, 999_999)).statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/v1/properties/${propertyId}/reviews`,
        payload: good,
      });
      expect(anonymous.statusCode).toBe(401);
      for (const url of ['/api/v1/reviews', '/api/v1/reviews?status=pending']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      expect((await t.app.inject({ method: 'PUT', url: '/api/v1/reviews/1', payload: {} })).statusCode).toBe(
        401,
      );
    });

    it('averages the published ratings to one decimal, on the property and the list', async () => {
      const id = await newProperty();
      for (const [rating, date] of [
        [5, '2025-09-01'],
        [4, '2025-09-02'],
        [4, '2025-09-03'],
      ] as const) {
        await addChannelReview({ source: 'google', date, rating, text: 'A fine stay in a fine home.' }, id);
      }
      const list = await publicReviews(id);
      expect(list).toMatchObject({ property_id: id, average: 4.3, count: 3, page: 1, pages: 1 });
      expect(await ratingOf(id)).toEqual({ average: 4.3, count: 3 });
      const listing = (await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json();
      expect(listing.find((p: { id: number }) => p.id === id).rating).toEqual({ average: 4.3, count: 3 });

      const hidden = list.reviews.find((r) => r.rating === 5) as { id: number };
      await moderate(hidden.id, { status: 'hidden', reply: '' });
      expect(await ratingOf(id)).toEqual({ average: 4, count: 2 });
    });

    it('pages ten at a time, newest first', async () => {
      const id = await newProperty();
      for (let day = 1; day <= 12; day++) {
        const date = `2025-08-${String(day).padStart(2, '0')}`;
        await addChannelReview(
          { source: 'booking', date, rating: 4, text: `Review written on ${date}.` },
          id,
        );
      }
      const first = await publicReviews(id);
      expect(first).toMatchObject({ count: 12, page: 1, pages: 2 });
      expect(first.reviews).toHaveLength(10);
      expect(first.reviews[0]?.text).toBe('Review written on 2025-08-12.');
      const second = await publicReviews(id, '?page=2');
      expect(second.reviews.map((r) => r.text)).toEqual([
        'Review written on 2025-08-02.',
        'Review written on 2025-08-01.',
      ]);
      expect((await publicReviews(id, '?page=3')).reviews).toEqual([]);
      for (const page of ['0', 'abc', '-1', '1.5']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/properties/${id}/reviews?page=${page}`,
        });
        expect(res.statusCode, page).toBe(400);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/properties/999999/reviews' })).statusCode,
      ).toBe(404);
    });
  });

  describe('moderation', () => {
    it('validates the change, deletes, and answers 404 for a review that is gone', async () => {
      const id = await newProperty();
      const created = (
        await addChannelReview(
          { source: 'airbnb', date: '2025-10-01', rating: 3, text: 'Fine, but the road was icy.' },
          id,
        )
      ).json();
      const bad = await moderate(created.id, { status: 'pending', reply: null });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toContain('status');
      const long = await moderate(created.id, { status: 'published', reply: 'r'.repeat(2001) });
      expect(Object.keys(long.json().fields)).toContain('reply');

      const replied = await moderate(created.id, { status: 'published', reply: 'We salt it daily now.' });
      expect(replied.json()).toMatchObject({
        reply: 'We salt it daily now.',
        published_at: created.published_at,
      });

      const all: StaffReview[] = (
        await t.app.inject({ method: 'GET', url: '/api/v1/reviews', headers: { cookie: await admin() } })
      ).json();
      expect(all.find((r) => r.id === created.id)?.property_name).toBeTruthy();
      const badStatus = await t.app.inject({
        method: 'GET',
        url: '/api/v1/reviews?status=lost',
        headers: { cookie: await admin() },
      });
      expect(badStatus.statusCode).toBe(400);

      const del = () =>
        admin().then((cookie) =>
          t.app.inject({ method: 'DELETE', url: `/api/v1/reviews/${created.id}`, headers: { cookie } }),
        );
      expect((await del()).statusCode).toBe(204);
      expect((await del()).statusCode).toBe(404);
      expect((await moderate(created.id, { status: 'hidden', reply: null })).statusCode).toBe(404);
      expect((await publicReviews(id)).count).toBe(0);
    });
  });
});
