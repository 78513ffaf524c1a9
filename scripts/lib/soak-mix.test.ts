import { describe, expect, it } from 'vitest';
import {
  isExpectedAnswer,
  mixWeights,
  nextRequest,
  pickKind,
  propertyForm,
  type RequestKind,
  recordSession,
  type SoakRequest,
  type SoakSessions,
  type SoakTargets,
} from './soak-mix.ts';

const targets: SoakTargets = {
  propertyIds: [1, 2, 3],
  editedProperty: { id: 3, fields: { name: 'Cabin', description: 'Warm', amenities: ['Sauna', 'Wifi'] } },
  imageUrls: ['/uploads/a-480.webp'],
  assetUrls: ['/assets/app.js'],
  adminName: 'soak-admin',
  adminPassword: 'pw-123456',
  guestPassword: 'guest-pw',
  coverJpeg: Buffer.from('jpeg bytes'),
};

/** A deterministic random source (a linear congruential generator). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const freshSessions = (): SoakSessions => ({ adminCookie: null, guestCookies: new Map(), edits: 0 });

/** The next request of the mix that `wanted` accepts; the ones drawn before it are built and dropped. */
function nextWhere(
  sessions: SoakSessions,
  random: () => number,
  wanted: (request: SoakRequest) => boolean,
): SoakRequest {
  let request = nextRequest(targets, sessions, random);
  while (!wanted(request)) request = nextRequest(targets, sessions, random);
  return request;
}

describe('soak traffic mix', () => {
  it('draws each kind in proportion to its weight', () => {
    const random = seeded(42);
    const counts = new Map<RequestKind, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const kind = pickKind(random);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const total = Object.values(mixWeights).reduce((s, w) => s + w, 0);
    for (const [kind, weight] of Object.entries(mixWeights)) {
      expect((counts.get(kind as RequestKind) ?? 0) / n).toBeCloseTo(weight / total, 2);
    }
  });

  it('signs the admin in before any admin page or edit, then uses the session', () => {
    const sessions = freshSessions();
    const random = seeded(7);
    const request = nextWhere(sessions, random, (r) => r.kind.startsWith('admin'));
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/users/auth/login' });
    expect(JSON.parse(String(request.body))).toEqual({ name: 'soak-admin', password: 'pw-123456' });

    recordSession(request, 200, ['admin_session=abc; Path=/; HttpOnly'], sessions);
    expect(sessions.adminCookie).toBe('admin_session=abc');
    const edit = nextWhere(sessions, random, (r) => r.kind === 'admin-edit');
    expect(edit).toMatchObject({ method: 'PUT', path: '/api/v1/properties/3' });
    expect(edit.headers.cookie).toBe('admin_session=abc');

    recordSession(edit, 401, undefined, sessions);
    expect(sessions.adminCookie).toBeNull();
  });

  it('keeps one guest session per property, ending the previous one on each login', () => {
    const sessions = freshSessions();
    const random = seeded(3);
    const login = nextWhere(sessions, random, (r) => r.kind === 'guest-login');
    const id = Number(/properties\/(\d+)\//.exec(login.path)?.[1]);
    recordSession(login, 200, 'guest_session=g1; Path=/', sessions);
    expect(sessions.guestCookies.get(id)).toBe('guest_session=g1');
    expect(login.headers.cookie).toBeUndefined();
    const again = nextWhere(sessions, random, (r) => r.kind === 'guest-login' && r.path === login.path);
    expect(again.headers.cookie).toBe('guest_session=g1');
  });

  it('builds the property form with every field, a changed description and an optional cover', () => {
    const plain = propertyForm(targets, 5, false).body.toString('latin1');
    expect(plain).toContain('name="name"\r\n\r\nCabin\r\n');
    expect(plain).toContain('Warm (soak edit 5)');
    expect(plain.match(/name="amenities"/g)).toHaveLength(2);
    expect(plain).not.toContain('updated_cover_image');
    const withCover = propertyForm(targets, 8, true);
    expect(withCover.body.toString('latin1')).toContain('filename="cover-8.jpg"');
    expect(withCover.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('expects a 404 only from the missing page, a 302 only from pages behind a session', () => {
    const sessions = freshSessions();
    const random = seeded(11);
    for (let i = 0; i < 5000; i++) {
      const request = nextRequest(targets, sessions, random);
      if (request.path === '/no-such-page') expect(request.expected).toEqual([404]);
      else if (request.kind === 'guest-page' || request.kind === 'admin-page')
        expect(request.expected).toEqual([200, 302]);
      else expect(request.expected).toEqual([200]);
    }
  });

  it('counts a 401 as right only for an admin session another connection ended in the meantime', () => {
    const sessions = freshSessions();
    const random = seeded(5);
    sessions.adminCookie = 'admin_session=first';
    const edit = nextWhere(sessions, random, (r) => r.kind === 'admin-edit');
    expect(edit.headers.cookie).toBe('admin_session=first');
    expect(isExpectedAnswer(edit, 200, sessions)).toBe(true);
    // still the session in use: a refusal is an error
    expect(isExpectedAnswer(edit, 401, sessions)).toBe(false);
    // signed out (and in again) by another connection while the edit was on its way
    sessions.adminCookie = 'admin_session=second';
    expect(isExpectedAnswer(edit, 401, sessions)).toBe(true);
    sessions.adminCookie = null;
    expect(isExpectedAnswer(edit, 401, sessions)).toBe(true);
    expect(isExpectedAnswer(edit, 500, sessions)).toBe(false);
  });

  it('counts the session as ended from the moment its sign-out is sent', () => {
    const sessions = freshSessions();
    const random = seeded(11);
    sessions.adminCookie = 'admin_session=first';
    const edit = nextWhere(sessions, random, (r) => r.kind === 'admin-edit');
    const signOut = nextWhere(sessions, random, (r) => r.kind === 'admin-session');
    expect(signOut).toMatchObject({ path: '/api/v1/users/auth/logout' });
    expect(signOut.headers.cookie).toBe('admin_session=first');
    // the server ended the session and refused the edit before the sign-out's own answer arrived
    expect(isExpectedAnswer(edit, 401, sessions)).toBe(true);

    // a sign-in answered before the sign-out's answer keeps its new session
    recordSession(
      { ...signOut, kind: 'admin-session', path: '/api/v1/users/auth/login' },
      200,
      ['admin_session=second; Path=/; HttpOnly'],
      sessions,
    );
    recordSession(signOut, 200, undefined, sessions);
    expect(sessions.adminCookie).toBe('admin_session=second');
    // and so does a refusal of the old session that arrives after it
    recordSession(edit, 401, undefined, sessions);
    expect(sessions.adminCookie).toBe('admin_session=second');
  });
});
