import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { createProperty } from '../properties/properties.ts';
import { createUser } from '../users/users.ts';
import { hashToken } from './passwords.ts';
import {
  adminSessionLifetimeMs,
  deleteExpiredSessions,
  endAdminSession,
  endGuestSession,
  findAdminSessionUser,
  findGuestSession,
  guestSessionLifetimeMs,
  startAdminSession,
  startGuestSession,
} from './sessions.ts';

const second = 1000;
const hour = 60 * 60 * second;
const day = 24 * hour;

describe('session lifetimes', () => {
  it('keeps an admin session one day, or thirty with rememberMe', () => {
    expect(adminSessionLifetimeMs(false)).toBe(day);
    expect(adminSessionLifetimeMs(true)).toBe(30 * day);
  });

  it.each([
    [1, 1],
    [3, 3],
    [14, 14],
    [90, 90],
    [91, 90],
    [365, 90],
    [0, 1],
    [-5, 1],
    [2.7, 2],
  ])('keeps a guest session for a stay of %s nights %s days', (nights, days) => {
    expect(guestSessionLifetimeMs(nights)).toBe(days * day);
  });
});

describeEachEngine('sessions in the database', (engine) => {
  let t: TestApp;
  const start = new Date('2025-07-01T12:00:00.000Z');
  let current = start;
  /** Moves the test clock to `ms` after the start. */
  const at = (ms: number) => {
    current = new Date(start.getTime() + ms);
  };
  let userId: number;
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => current });
    userId = (await createUser(t.app.domain, 'session-user', 'secret-password')).id;
    const property = await createProperty(
      t.app.domain,
      {
        name: 'Test',
        description: 'd',
        address: 'a',
        address_description: 'ad',
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        sqft: 500,
        max_guests: 2,
        minimum_nights: 1,
        guesty_link: 'https://example.com',
        amenities: ['Sauna'],
        is_featured: false,
        nightly_rate_from: null,
        registration_number: null,
        business_licence: null,
        is_published: true,
      },
      { cover: { key: 'a'.repeat(32), width: 64, height: 48 }, gallery: [] },
    );
    propertyId = property.id;
  });
  afterAll(async () => t?.close());

  it('ends an admin session exactly one day after it started', async () => {
    at(0);
    const session = await startAdminSession(t.app.domain, userId, false);
    expect(session.expiresAt.getTime() - start.getTime()).toBe(day);
    at(day - second);
    expect(await findAdminSessionUser(t.app.domain, session.token)).toEqual({
      id: userId,
      name: 'session-user',
      role: 'admin',
    });
    at(day);
    expect(await findAdminSessionUser(t.app.domain, session.token)).toBeNull();
    at(2 * day);
    expect(await findAdminSessionUser(t.app.domain, session.token)).toBeNull();
  });

  it('ends a remembered admin session after thirty days, not before', async () => {
    at(0);
    const session = await startAdminSession(t.app.domain, userId, true);
    at(29 * day);
    expect(await findAdminSessionUser(t.app.domain, session.token)).not.toBeNull();
    at(30 * day - second);
    expect(await findAdminSessionUser(t.app.domain, session.token)).not.toBeNull();
    at(30 * day);
    expect(await findAdminSessionUser(t.app.domain, session.token)).toBeNull();
  });

  it('ends a guest session after the nights of the stay', async () => {
    at(0);
    const session = await startGuestSession(t.app.domain, propertyId, 3);
    expect(session.expiresAt.getTime() - start.getTime()).toBe(3 * day);
    at(3 * day - second);
    expect(await findGuestSession(t.app.domain, session.token)).toEqual({
      propertyId,
      expiresAt: session.expiresAt.toISOString(),
      stay: null,
      stayId: null,
      stayLanguage: null,
      stayEmail: null,
      stayDoorCode: null,
      stayTimes: { checkIn: null, checkout: null },
    });
    at(3 * day);
    expect(await findGuestSession(t.app.domain, session.token)).toBeNull();
  });

  it('never keeps a guest session longer than 90 days', async () => {
    at(0);
    const session = await startGuestSession(t.app.domain, propertyId, 400);
    expect(session.expiresAt.getTime() - start.getTime()).toBe(90 * day);
    at(90 * day);
    expect(await findGuestSession(t.app.domain, session.token)).toBeNull();
  });

  it('stores only a hash of the token, never the token itself', async () => {
    at(0);
    const admin = await startAdminSession(t.app.domain, userId, false);
    const guest = await startGuestSession(t.app.domain, propertyId, 1);
    expect(admin.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const adminRows = await t.db.kysely.selectFrom('admin_sessions').select('token_hash').execute();
    const guestRows = await t.db.kysely.selectFrom('guest_sessions').select('token_hash').execute();
    expect(adminRows.map((r) => r.token_hash)).toContain(hashToken(admin.token));
    expect(guestRows.map((r) => r.token_hash)).toContain(hashToken(guest.token));
    expect([...adminRows, ...guestRows].map((r) => r.token_hash)).not.toContain(admin.token);
    expect([...adminRows, ...guestRows].map((r) => r.token_hash)).not.toContain(guest.token);
  });

  it('knows nothing of an unknown, empty or missing token', async () => {
    at(0);
    expect(await findAdminSessionUser(t.app.domain, 'no-such-token')).toBeNull();
    expect(await findAdminSessionUser(t.app.domain, '')).toBeNull();
    expect(await findAdminSessionUser(t.app.domain, undefined)).toBeNull();
    expect(await findGuestSession(t.app.domain, "' OR 1=1 --")).toBeNull();
    expect(await findGuestSession(t.app.domain, undefined)).toBeNull();
  });

  it('does not take a guest token for an admin one, nor the other way round', async () => {
    at(0);
    const admin = await startAdminSession(t.app.domain, userId, false);
    const guest = await startGuestSession(t.app.domain, propertyId, 1);
    expect(await findAdminSessionUser(t.app.domain, guest.token)).toBeNull();
    expect(await findGuestSession(t.app.domain, admin.token)).toBeNull();
  });

  it('ends a session for good on logout', async () => {
    at(0);
    const admin = await startAdminSession(t.app.domain, userId, true);
    const guest = await startGuestSession(t.app.domain, propertyId, 5);
    await endAdminSession(t.app.domain, admin.token);
    await endGuestSession(t.app.domain, guest.token);
    expect(await findAdminSessionUser(t.app.domain, admin.token)).toBeNull();
    expect(await findGuestSession(t.app.domain, guest.token)).toBeNull();
    const left = await t.db.kysely
      .selectFrom('admin_sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(admin.token))
      .execute();
    expect(left).toEqual([]);
  });

  it('removes expired sessions and keeps live ones', async () => {
    at(0);
    const shortAdmin = await startAdminSession(t.app.domain, userId, false);
    const longAdmin = await startAdminSession(t.app.domain, userId, true);
    const shortGuest = await startGuestSession(t.app.domain, propertyId, 1);
    const longGuest = await startGuestSession(t.app.domain, propertyId, 10);
    at(2 * day);
    await deleteExpiredSessions(t.app.domain);
    const adminHashes = (await t.db.kysely.selectFrom('admin_sessions').select('token_hash').execute()).map(
      (r) => r.token_hash,
    );
    const guestHashes = (await t.db.kysely.selectFrom('guest_sessions').select('token_hash').execute()).map(
      (r) => r.token_hash,
    );
    expect(adminHashes).not.toContain(hashToken(shortAdmin.token));
    expect(adminHashes).toContain(hashToken(longAdmin.token));
    expect(guestHashes).not.toContain(hashToken(shortGuest.token));
    expect(guestHashes).toContain(hashToken(longGuest.token));
  });
});
