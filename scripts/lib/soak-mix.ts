/**
 * The soak test's traffic: a weighted mix of what the site sees in a day (anonymous pages and their assets
 * and images, API reads by the listing's browser code, guests signing in to their welcome page, an admin
 * editing a property now and then), drawn at random per request.
 */

/** What the soak test learned from the running server before the load starts. */
export interface SoakTargets {
  propertyIds: number[];
  /** The property the admin edits (its images change, so the image reads leave it out). */
  editedProperty: EditableProperty;
  imageUrls: string[];
  assetUrls: string[];
  adminName: string;
  adminPassword: string;
  guestPassword: string;
  /** A JPEG the admin uploads as a new cover on some edits (exercises sharp/libvips). */
  coverJpeg: Buffer;
}

export interface EditableProperty {
  id: number;
  fields: Record<string, string | string[]>;
}

/** State shared by all connections: the sessions the load signs in and reuses. */
export interface SoakSessions {
  adminCookie: string | null;
  guestCookies: Map<number, string>;
  edits: number;
}

export interface SoakRequest {
  kind: RequestKind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Statuses that count as the right answer for this request. */
  expected: number[];
}

export const requestKinds = [
  'page',
  'asset',
  'api-read',
  'image',
  'guest-login',
  'guest-page',
  'admin-page',
  'admin-edit',
  'admin-session',
] as const;
export type RequestKind = (typeof requestKinds)[number];

/** Share of each kind in thousandths. */
export const mixWeights: Record<RequestKind, number> = {
  page: 420,
  asset: 100,
  'api-read': 200,
  image: 230,
  'guest-login': 5,
  'guest-page': 15,
  'admin-page': 20,
  'admin-edit': 8,
  'admin-session': 2,
};

const pages: Array<[path: string, weight: number]> = [
  ['/', 100],
  ['/properties', 80],
  ['/property/:id', 120],
  ['/properties?bedrooms=2&max_guests=4', 20],
  ['/about', 20],
  ['/contact', 20],
  ['/guest-services', 15],
  ['/homeowners', 15],
  ['/revylife', 15],
  ['/partners', 10],
  ['/privacy-policy', 5],
  ['/sitemap.xml', 5],
  ['/robots.txt', 3],
  ['/no-such-page', 2],
];
const adminPages = [
  '/admin',
  '/admin/propertymanager',
  '/admin/propertymanager/edit/:id',
  '/admin/enquiries',
];

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export type Random = () => number;

function weighted<T>(entries: Array<[T, number]>, random: Random): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  return (entries.at(-1) as [T, number])[0];
}

const pickOne = <T>(items: T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** A visitor address from a pool, sent as X-Forwarded-For (the server runs as if behind a reverse proxy). */
function visitorIp(random: Random): string {
  const n = Math.floor(random() * 2000);
  return `198.51.${100 + (n >> 8)}.${n & 255}`;
}

export function pickKind(random: Random): RequestKind {
  return weighted(Object.entries(mixWeights) as Array<[RequestKind, number]>, random);
}

/** Builds the next request of the mix; kinds that need a session fall back to signing in first. */
export function nextRequest(targets: SoakTargets, sessions: SoakSessions, random: Random): SoakRequest {
  const kind = pickKind(random);
  const base = {
    'user-agent': browser,
    'accept-language': 'en-CA,en;q=0.9',
    'x-forwarded-for': visitorIp(random),
  };
  const html = { ...base, accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };
  const json = { ...base, accept: 'application/json', 'accept-encoding': 'br, gzip' };
  const propertyId = pickOne(targets.propertyIds, random);

  switch (kind) {
    case 'page': {
      const path = weighted(pages, random).replace(':id', String(propertyId));
      return { kind, method: 'GET', path, headers: html, expected: path === '/no-such-page' ? [404] : [200] };
    }
    case 'asset':
      return {
        kind,
        method: 'GET',
        path: pickOne(targets.assetUrls, random),
        headers: { ...base, accept: '*/*', 'accept-encoding': 'br, gzip' },
        expected: [200],
      };
    case 'api-read': {
      const path = weighted(
        [
          ['/api/v1/properties', 5],
          ['/api/v1/properties/featured', 2],
          [`/api/v1/properties/${propertyId}`, 3],
        ],
        random,
      );
      return { kind, method: 'GET', path, headers: json, expected: [200] };
    }
    case 'image':
      return {
        kind,
        method: 'GET',
        path: pickOne(targets.imageUrls, random),
        headers: { ...base, accept: 'image/avif,image/webp,*/*' },
        expected: [200],
      };
    case 'guest-login':
      return guestLogin(targets, sessions, propertyId, json);
    case 'guest-page': {
      const cookie = sessions.guestCookies.get(propertyId);
      if (!cookie) return guestLogin(targets, sessions, propertyId, json);
      return {
        kind,
        method: 'GET',
        path: `/welcome/${propertyId}`,
        headers: { ...html, cookie },
        // 302 to the login page: another connection's guest login for this property ended the session.
        expected: [200, 302],
      };
    }
    case 'admin-page': {
      if (!sessions.adminCookie) return adminLogin(targets, json);
      const path = pickOne(adminPages, random).replace(':id', String(targets.editedProperty.id));
      return {
        kind,
        method: 'GET',
        path,
        headers: { ...html, cookie: sessions.adminCookie },
        // 302 to /login: another connection signed the admin out in the meantime.
        expected: [200, 302],
      };
    }
    case 'admin-edit': {
      if (!sessions.adminCookie) return adminLogin(targets, json);
      sessions.edits += 1;
      // One edit in four brings a new cover photo, which sharp turns into the WebP variants.
      const withCover = sessions.edits % 4 === 0;
      const { body, contentType } = propertyForm(targets, sessions.edits, withCover);
      return {
        kind,
        method: 'PUT',
        path: `/api/v1/properties/${targets.editedProperty.id}`,
        headers: { ...json, ...backOffice, cookie: sessions.adminCookie, 'content-type': contentType },
        body,
        expected: [200],
      };
    }
    case 'admin-session':
      // Signs out and back in, so the admin's sessions do not pile up in the database. The session counts as
      // ended from the moment the sign-out is sent: the server may end it before its answer arrives, and
      // edits on their way with it are then rightly refused.
      if (sessions.adminCookie) {
        const cookie = sessions.adminCookie;
        sessions.adminCookie = null;
        return {
          kind,
          method: 'POST',
          path: '/api/v1/users/auth/logout',
          headers: { ...json, ...backOffice, cookie, 'content-type': 'application/json' },
          body: '{}',
          expected: [200],
        };
      }
      return adminLogin(targets, json);
  }
}

/**
 * What the back office's browser says of a state-changing request it sends; a staff cookie without it (or an
 * Origin or this site's Referer) is refused as possibly sent by another site (server/http/cross-site.ts).
 */
const backOffice = { 'sec-fetch-site': 'same-origin' };

function adminLogin(targets: SoakTargets, headers: Record<string, string>): SoakRequest {
  return {
    kind: 'admin-session',
    method: 'POST',
    path: '/api/v1/users/auth/login',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: targets.adminName, password: targets.adminPassword }),
    expected: [200],
  };
}

function guestLogin(
  targets: SoakTargets,
  sessions: SoakSessions,
  propertyId: number,
  headers: Record<string, string>,
): SoakRequest {
  // Sending the previous session's cookie ends it, as a guest's browser would.
  const previous = sessions.guestCookies.get(propertyId);
  return {
    kind: 'guest-login',
    method: 'POST',
    path: `/api/v1/properties/${propertyId}/guest-login`,
    headers: { ...headers, 'content-type': 'application/json', ...(previous ? { cookie: previous } : {}) },
    body: JSON.stringify({ password: targets.guestPassword, stay_duration: 3 }),
    expected: [200],
  };
}

/** The multipart form of the back office's property editor, with a changed description. */
export function propertyForm(
  targets: SoakTargets,
  edit: number,
  withCover: boolean,
): { body: Buffer; contentType: string } {
  const boundary = `----soak${edit}x${Date.now().toString(36)}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, value] of Object.entries(targets.editedProperty.fields)) {
    if (name === 'description') continue;
    for (const v of Array.isArray(value) ? value : [value]) field(name, v);
  }
  field('description', `${targets.editedProperty.fields.description} (soak edit ${edit})`);
  if (withCover) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="updated_cover_image"; filename="cover-${edit}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      targets.coverJpeg,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Whether an answer is the right one. An admin request sent with a session that another connection ended
 * while it was on its way (the mix signs the admin out and in now and then) is rightly refused with 401;
 * a 401 for the session still in use is an error.
 */
export function isExpectedAnswer(request: SoakRequest, status: number, sessions: SoakSessions): boolean {
  if (request.expected.includes(status)) return true;
  return (
    status === 401 &&
    request.kind.startsWith('admin') &&
    request.headers.cookie !== undefined &&
    request.headers.cookie !== sessions.adminCookie
  );
}

/** Remembers the sessions a response opened or closed. */
export function recordSession(
  request: SoakRequest,
  status: number,
  setCookie: string | string[] | undefined,
  sessions: SoakSessions,
): void {
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  const named = (name: string) =>
    cookies
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);
  // A sign-out ended its session when it was sent (nextRequest), so its answer changes nothing.
  if (request.path === '/api/v1/users/auth/login' && status === 200) {
    sessions.adminCookie = named('admin_session') ?? null;
  } else if (request.kind === 'guest-login' && status === 200) {
    const id = Number(/\/properties\/(\d+)\//.exec(request.path)?.[1]);
    const cookie = named('guest_session');
    if (cookie) sessions.guestCookies.set(id, cookie);
  } else if (
    status === 401 &&
    request.kind.startsWith('admin') &&
    request.headers.cookie === sessions.adminCookie
  ) {
    // only the session the refused request carried: a later sign-in's session stays
    sessions.adminCookie = null;
  }
}
