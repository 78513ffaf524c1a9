import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftAllLimits, limitDefinitions } from '../domain/limits/limits.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  type FormValue,
  filesUnder,
  makeImage,
  multipart,
  propertyFields,
  smallImageFile,
  storedState,
  storedVariants,
  type TestApp,
  welcomeFields,
} from '../test/harness.ts';

type Fields = Record<string, FormValue | FormValue[]>;

const notAnImage = 'Only JPEG, PNG, WebP or AVIF images are accepted';

/** Files that claim to be images by name and type but are not (or not an accepted kind). */
async function fakeImages(): Promise<[string, Buffer][]> {
  const jpeg = await makeImage(64, 48);
  return [
    ['a text file named .jpg', Buffer.from('hello, I am plain text')],
    ['an empty file', Buffer.alloc(0)],
    ['a PHP script named .jpg', Buffer.from('<?php system($_GET["c"]); ?>')],
    ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    [
      'a GIF (not an accepted format)',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    ],
    ['the first half of a JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    [
      'a PNG header claiming 100000x100000 pixels',
      Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a00806000000', 'hex'),
    ],
    ['a Windows program named .jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
  ];
}

describeEachEngine('bad input', (engine) => {
  let t: TestApp;
  let admin: string;
  let property: { id: number; name: string; images: { id: number }[] };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { UPLOAD_MAX_MB: '1' },
      limiters: { ...liftAllLimits(), enquiriesPerAddress: limitDefinitions.enquiriesPerAddress.policy },
    });
    admin = await t.loginAdmin();
    property = await createPropertyViaApi(t, admin, {
      cover_image: await smallImageFile(),
      images: [await smallImageFile()],
    });
    await createWelcomeViaApi(t, admin, property.id);
  });
  afterAll(async () => t?.close());

  /** Sends a request and checks the outcome: the status, a clear message, and nothing stored changed. */
  async function expectRefused(options: InjectOptions, status: number, message: string | RegExp) {
    const before = await storedState(t);
    const snapshot = (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}` })).body;
    const res = await t.app.inject(options);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(body.message).not.toMatch(/Error:|at \w+ \(|SQLITE|syntax error|relation "/);
    expect(await storedState(t)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}` })).body).toBe(
      snapshot,
    );
    return body as { message: string; fields?: Record<string, string> };
  }

  const json = (
    method: InjectOptions['method'],
    url: string,
    payload: unknown,
    cookie: string | null = admin,
  ) => ({
    method,
    url: `/api/v1${url}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const form = async (method: InjectOptions['method'], url: string, fields: Fields) => {
    const body = await multipart(fields);
    return { method, url: `/api/v1${url}`, ...body, headers: { ...body.headers, cookie: admin } };
  };

  describe('wrong types', () => {
    it.each([
      [{ name: ['tester'], password: 'correct-horse' }, 'Username is required'],
      [{ name: { $ne: null }, password: 'correct-horse' }, 'Username is required'],
      [{ name: 'tester', password: { $gt: '' } }, 'Password is required'],
      [{ name: 'tester', password: true }, 'Password is required'],
      [{ name: 'tester', password: 'correct-horse', rememberMe: 1 }, 'rememberMe must be true or false'],
    ])('login %j', async (payload, message) => {
      await expectRefused(json('POST', '/users/auth/login', payload, null), 400, message);
    });

    it.each([
      ['a JSON array', '[]'],
      ['a JSON string', '"tester"'],
      ['a JSON number', '42'],
      ['JSON null', 'null'],
    ])('a body that is %s', async (_what, payload) => {
      await expectRefused(json('POST', '/users', payload), 400, 'The request body must be a JSON object');
    });

    it('plain text where JSON is expected', async () => {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/v1/users',
          headers: { cookie: admin, 'content-type': 'text/plain' },
          payload: 'name=x',
        },
        400,
        'The request body must be a JSON object',
      );
    });

    it('a form post where JSON is expected', async () => {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/v1/users',
          headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'name=intruder&password=intruder-pass',
        },
        415,
        'This content type is not accepted here',
      );
    });

    it('JSON where a multipart form is expected', async () => {
      await expectRefused(
        json('PUT', `/properties/${property.id}`, { name: 'x' }),
        415,
        'Send this form as multipart/form-data',
      );
    });

    it('guest login with wrong types', async () => {
      await expectRefused(
        json(
          'POST',
          `/properties/${property.id}/guest-login`,
          { password: ['cedar-guest'], stay_duration: 2 },
          null,
        ),
        400,
        'Please enter the password',
      );
      await expectRefused(
        json(
          'POST',
          `/properties/${property.id}/guest-login`,
          { password: 'cedar-guest', stay_duration: { n: 2 } },
          null,
        ),
        400,
        'Please enter a valid number of nights',
      );
    });

    it('numbers that are not numbers in a property form', async () => {
      const body = await expectRefused(
        await form(
          'PUT',
          `/properties/${property.id}`,
          propertyFields({ bedrooms: 'NaN', sqft: '1e9', bathrooms: '0x2' }),
        ),
        400,
        'Bedrooms must be a number',
      );
      expect(body.fields).toEqual({
        bedrooms: 'Bedrooms must be a number',
        bathrooms: 'Bathrooms must be a number',
        sqft: 'Sq Ft must be a number',
      });
    });
  });

  describe('malformed bodies', () => {
    it('broken JSON', async () => {
      await expectRefused(
        json('POST', '/users', '{"name": "x", '),
        400,
        'The request body is not valid JSON',
      );
    });

    it('a JSON body with a __proto__ key', async () => {
      await expectRefused(
        json('POST', '/users', '{"name":"protouser","password":"proto-pass","__proto__":{"admin":true}}'),
        400,
        'The request body is not valid JSON',
      );
    });

    it('a multipart body without a boundary', async () => {
      await expectRefused(
        {
          method: 'PUT',
          url: `/api/v1/properties/${property.id}`,
          headers: { cookie: admin, 'content-type': 'multipart/form-data' },
          payload: 'name=x',
        },
        400,
        'The form data could not be read. Please send it again.',
      );
    });

    it('a multipart body that is garbage or cut short', async () => {
      await expectRefused(
        {
          method: 'PUT',
          url: `/api/v1/properties/${property.id}`,
          headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: 'this is not a form',
        },
        400,
        'The form data could not be read. Please send it again.',
      );
      const full = await form('PUT', `/properties/${property.id}`, {
        ...propertyFields({ name: 'Cut short' }),
        new_images: [await smallImageFile()],
      });
      const payload = full.payload as Buffer;
      await expectRefused(
        { ...full, payload: payload.subarray(0, payload.length - 200) },
        400,
        /^The form data could not be read/,
      );
    });

    it('a multipart field named __proto__', async () => {
      const full = await form('PUT', `/properties/${property.id}`, propertyFields({ name: 'Proto' }));
      const payload = Buffer.from(
        (full.payload as Buffer).toString('latin1').replace('name="name"', 'name="__proto__"'),
        'latin1',
      );
      await expectRefused({ ...full, payload }, 400, 'The request contains a forbidden field name');
    });
  });

  describe('missing fields', () => {
    it('an empty JSON object', async () => {
      const body = await expectRefused(json('POST', '/users', {}), 400, 'Username is required');
      expect(body.fields).toEqual({ name: 'Username is required', password: 'Password is required' });
    });

    it('an empty JSON body', async () => {
      await expectRefused(json('POST', '/users/auth/login', '', null), 400, 'The request body is empty');
    });

    it('no body at all', async () => {
      await expectRefused(
        { method: 'POST', url: '/api/v1/users', headers: { cookie: admin } },
        400,
        'The request body must be a JSON object',
      );
    });

    it('an empty property form', async () => {
      const body = await expectRefused(
        await form('PUT', `/properties/${property.id}`, {}),
        400,
        'Name is required',
      );
      expect(Object.keys(body.fields!)).toHaveLength(12);
    });

    it('a welcome form without its property', async () => {
      const { property_id: _omitted, ...fields } = welcomeFields(property.id);
      await expectRefused(await form('POST', '/properties/welcome', fields), 400, 'The id must be a number');
    });
  });

  describe('uploads that are not images', () => {
    it('refuses each kind as a cover, a gallery image, a shuttle image and an amenity image', async () => {
      for (const [what, file] of await fakeImages()) {
        const upload = { file, name: 'photo.jpg', type: 'image/jpeg' };
        const cover = await expectRefused(
          await form('PUT', `/properties/${property.id}`, {
            ...propertyFields(),
            updated_cover_image: upload,
          }),
          400,
          `updated_cover_image: ${notAnImage}`,
        );
        expect(cover.fields, what).toEqual({ updated_cover_image: notAnImage });
        await expectRefused(
          await form('PUT', `/properties/${property.id}`, {
            ...propertyFields(),
            new_images: [await smallImageFile(), upload],
          }),
          400,
          `new_images: ${notAnImage}`,
        );
        await expectRefused(
          await form('PUT', `/properties/welcome/${property.id}`, {
            ...welcomeFields(property.id, { property_password: '' }),
            shuttle_images: upload,
          }),
          400,
          `shuttle_images: ${notAnImage}`,
        );
        await expectRefused(
          await form('PUT', `/properties/welcome/${property.id}`, {
            ...welcomeFields(property.id, { property_password: '' }),
            shuttle_images: await smallImageFile(),
            'amenities[hot_tub][image]': upload,
          }),
          400,
          `amenities[hot_tub][image]: ${notAnImage}`,
        );
      }
    });

    it('accepts a real image whatever its name says, and never uses that name on disk', async () => {
      const png = await makeImage(64, 48, 'png');
      const before = await filesUnder(t.dataDir);
      const res = await t.app.inject(
        await form('PUT', `/properties/${property.id}`, {
          ...propertyFields({ name: property.name }),
          new_images: { file: png, name: '../../../../evil.php', type: 'application/x-php' },
        }),
      );
      expect(res.statusCode).toBe(200);
      const added = res.json().images.at(-1);
      expect(added.url).toMatch(/^\/uploads\/[a-f0-9]{32}-64\.webp$/);
      const after = await filesUnder(t.dataDir);
      const newFiles = after.filter((f) => !before.includes(f));
      // The image goes to the database; nothing is written on disk until it is first served.
      expect(newFiles.filter((f) => !/^(test\.db-(wal|shm))$/.test(f))).toEqual([]);
      expect(await storedVariants(t)).toContain(added.url.slice('/uploads/'.length));
      expect(after.some((f) => f.includes('evil'))).toBe(false);
      await t.app.inject(
        await form('PUT', `/properties/${property.id}`, {
          ...propertyFields({ name: property.name }),
          deleted_image_ids: String(added.id),
        }),
      );
    });
  });

  describe('oversized input', () => {
    it('a JSON body over 1 MB', async () => {
      await expectRefused(
        json('POST', '/users', { name: 'bigbody', password: 'p'.repeat(1_100_000) }),
        413,
        'The request body is too large',
      );
    });

    it('an upload over the size limit', async () => {
      const huge = {
        file: Buffer.concat([await makeImage(64, 48), Buffer.alloc(1_100_000)]),
        name: 'big.jpg',
        type: 'image/jpeg',
      };
      await expectRefused(
        await form('PUT', `/properties/${property.id}`, { ...propertyFields(), updated_cover_image: huge }),
        413,
        'That file is too large. Each image can be at most 1 MB.',
      );
      await expectRefused(
        await form('PUT', `/properties/welcome/${property.id}`, {
          ...welcomeFields(property.id, { property_password: '' }),
          shuttle_images: [await smallImageFile(), huge],
        }),
        413,
        'That file is too large. Each image can be at most 1 MB.',
      );
    });

    it('too many files in one form', async () => {
      const tiny = { file: Buffer.from('x'), name: 'x.jpg', type: 'image/jpeg' };
      await expectRefused(
        await form('PUT', `/properties/${property.id}`, {
          ...propertyFields(),
          new_images: Array.from({ length: 130 }, () => tiny),
        }),
        413,
        'The form has too many files or fields',
      );
    });

    it('more gallery images than allowed', async () => {
      const tiny = { file: Buffer.from('x'), name: 'x.jpg', type: 'image/jpeg' };
      await expectRefused(
        await form('PUT', `/properties/${property.id}`, {
          ...propertyFields(),
          new_images: Array.from({ length: 61 }, () => tiny),
        }),
        400,
        'At most 60 gallery images',
      );
    });
  });

  describe('very long strings', () => {
    it.each([
      [
        'a user name',
        () => json('POST', '/users', { name: 'a'.repeat(100_000), password: 'long-name-pass' }),
        'Maximum 64 characters',
      ],
      [
        'a login name',
        () =>
          json('POST', '/users/auth/login', { name: 'a'.repeat(100_000), password: 'long-name-pass' }, null),
        'Maximum 64 characters',
      ],
      [
        'a password',
        () => json('POST', '/users', { name: 'longpass', password: 'p'.repeat(100_000) }),
        'Maximum 200 characters',
      ],
      [
        'a guest password',
        () =>
          json(
            'POST',
            `/properties/${property.id}/guest-login`,
            { password: 'p'.repeat(100_000), stay_duration: 1 },
            null,
          ),
        'Password must be at most 200 characters',
      ],
    ])('%s', async (_what, request, message) => {
      await expectRefused(request(), 400, message);
    });

    it('property fields', async () => {
      await expectRefused(
        await form('PUT', `/properties/${property.id}`, propertyFields({ name: 'n'.repeat(201) })),
        400,
        'Name must be at most 200 characters',
      );
      await expectRefused(
        await form('PUT', `/properties/${property.id}`, propertyFields({ description: 'd'.repeat(200_000) })),
        400,
        'Description must be at most 10000 characters',
      );
      await expectRefused(
        await form(
          'PUT',
          `/properties/${property.id}`,
          propertyFields({ guesty_link: `https://example.com/${'x'.repeat(2_000)}` }),
        ),
        400,
        'Booking link must be at most 2000 characters',
      );
      await expectRefused(
        await form(
          'PUT',
          `/properties/${property.id}`,
          propertyFields({ amenities: Array.from({ length: 101 }, (_, i) => `A${i}`).join(',') }),
        ),
        400,
        'At most 100 amenities',
      );
    });

    it('welcome fields', async () => {
      await expectRefused(
        await form(
          'PUT',
          `/properties/welcome/${property.id}`,
          welcomeFields(property.id, { garbage_code: 'g'.repeat(101) }),
        ),
        400,
        'Garbage code must be at most 100 characters',
      );
      await expectRefused(
        await form(
          'PUT',
          `/properties/welcome/${property.id}`,
          welcomeFields(property.id, { 'amenities[hot_tub][name]': 'n'.repeat(201) }),
        ),
        400,
        'Amenity name must be at most 200 characters',
      );
      await expectRefused(
        await form(
          'PUT',
          `/properties/welcome/${property.id}`,
          welcomeFields(property.id, {
            house_rules: Array.from({ length: 101 }, (_, i) => `R${i}`).join(','),
          }),
        ),
        400,
        'At most 100 house rules',
      );
    });

    it('an id far too long for the address', async () => {
      await expectRefused(
        { method: 'GET', url: `/api/v1/properties/${'9'.repeat(300)}` },
        414,
        'The address is too long',
      );
      await expectRefused(
        { method: 'DELETE', url: `/api/v1/properties/${'9'.repeat(300)}`, headers: { cookie: admin } },
        414,
        'The address is too long',
      );
    });

    it('an id too large for the database', async () => {
      await expectRefused(
        { method: 'GET', url: `/api/v1/properties/${'9'.repeat(15)}` },
        400,
        'The id is too large',
      );
      await expectRefused(
        { method: 'DELETE', url: `/api/v1/properties/${'9'.repeat(30)}`, headers: { cookie: admin } },
        400,
        /^The id (is too large|must be a whole number)$/,
      );
    });

    it('a filter value', async () => {
      await expectRefused(
        { method: 'GET', url: `/api/v1/properties?bedrooms=${'1'.repeat(5000)}` },
        400,
        'bedrooms must be a number from 0 to 1000',
      );
    });

    it('a session cookie', async () => {
      await expectRefused(
        { method: 'GET', url: '/api/v1/users', headers: { cookie: `admin_session=${'a'.repeat(4000)}` } },
        401,
        'Please log in to continue',
      );
    });
  });

  describe('path traversal in ids', () => {
    it.each([
      ['GET', '/api/v1/properties/..%2F..%2Fetc%2Fpasswd', 'The id must be a number'],
      ['GET', '/api/v1/properties/..%5C..%5Cwindows', 'The id must be a number'],
      ['GET', '/api/v1/properties/welcome/..%2F1', 'The id must be a number'],
      ['DELETE', '/api/v1/properties/1%2F..%2F2', 'The id must be a number'],
      ['DELETE', '/api/v1/users/..%2F1', 'The id must be a number'],
      ['PUT', '/api/v1/users/..%2F..%2F1', 'The id must be a number'],
      ['POST', '/api/v1/properties/..%2F1/guest-login', 'The id must be a number'],
    ])('%s %s', async (method, url, message) => {
      await expectRefused(
        {
          method: method as InjectOptions['method'],
          url,
          headers: { cookie: admin, 'content-type': 'application/json' },
          payload: '{}',
        },
        400,
        message,
      );
    });

    it('in form fields that hold ids', async () => {
      await expectRefused(
        await form(
          'POST',
          '/properties/welcome',
          welcomeFields(property.id, { property_id: '../../etc/passwd' }),
        ),
        400,
        'The id must be a number',
      );
      await expectRefused(
        await form('PUT', `/properties/${property.id}`, { ...propertyFields(), deleted_image_ids: '../1' }),
        400,
        'deleted_image_ids must be a list of image ids',
      );
      await expectRefused(
        await form('PUT', `/properties/welcome/${property.id}`, {
          ...welcomeFields(property.id),
          deleted_shuttle_images: '..\\..\\1',
        }),
        400,
        'deleted_shuttle_images must be a list of image ids',
      );
    });

    it('never serves a file outside the uploads folder', async () => {
      for (const url of [
        '/uploads/../test.db',
        '/uploads/..%2Ftest.db',
        '/uploads/%2e%2e/test.db',
        '/uploads/..%2F..%2Fetc%2Fpasswd',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain('SQLite format');
        expect(res.body, url).not.toContain('root:');
      }
    });

    it('a malformed percent-encoding in the address', async () => {
      await expectRefused(
        { method: 'GET', url: '/api/v1/properties/%E0%A4%A' },
        400,
        /^(The address is not valid|The id must be a number)$/,
      );
    });
  });

  describe('SQL metacharacters', () => {
    const injections = [
      "' OR '1'='1",
      '1; DROP TABLE users; --',
      "admin'--",
      '" OR ""="',
      "'); DELETE FROM properties; --",
    ];

    it.each(injections)('in a login name: %j', async (name) => {
      await expectRefused(
        json('POST', '/users/auth/login', { name, password: 'whatever1' }, null),
        400,
        'Only letters, numbers, dots, underscores, and hyphens allowed',
      );
    });

    it.each(injections)('in a login password: %j', async (password) => {
      await expectRefused(
        json('POST', '/users/auth/login', { name: 'tester', password: `${password}xxxxxx` }, null),
        401,
        'Invalid username or password',
      );
    });

    it.each(injections)('in a guest password: %j', async (password) => {
      await expectRefused(
        json('POST', `/properties/${property.id}/guest-login`, { password, stay_duration: 1 }, null),
        401,
        'Invalid password',
      );
    });

    it.each(injections)('in a filter: %j', async (value) => {
      await expectRefused(
        { method: 'GET', url: `/api/v1/properties?max_guests=${encodeURIComponent(value)}` },
        400,
        'max_guests must be a number from 0 to 1000',
      );
    });

    it.each(injections)('in an id: %j', async (value) => {
      await expectRefused(
        { method: 'GET', url: `/api/v1/properties/${encodeURIComponent(value)}` },
        400,
        /^The id must be/,
      );
    });

    it('are stored as plain text in free-text fields and the tables survive', async () => {
      const name = "Robert'); DROP TABLE properties;--";
      const created = await createPropertyViaApi(t, admin, {
        name,
        amenities: "Hot tub, ' OR 1=1 --",
        cover_image: await smallImageFile(),
      });
      expect(created.name).toBe(name);
      expect(created.amenities).toEqual(['Hot tub', "' OR 1=1 --"]);
      const welcome = await createWelcomeViaApi(t, admin, created.id, {
        wifi_password: "x' OR '1'='1",
        'amenities[hot_tub][name]': "Tub'; DELETE FROM welcome_amenities;--",
      });
      expect(welcome.wifi.password).toBe("x' OR '1'='1");
      expect(welcome.amenities[0].key).toBe('tub_delete_from_welcome_amenities');
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
      expect(list.json().map((p: { name: string }) => p.name)).toContain(name);
      expect((await storedState(t)).rows.users).toBeGreaterThan(0);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${created.id}`,
        headers: { cookie: admin },
      });
    });
  });

  describe('ids in any notation but canonical decimal (issue 8, item 10)', () => {
    /** Ways JavaScript's Number() would read the property's own id. */
    const aliases = () => {
      const id = property.id;
      return [
        `0x${id.toString(16)}`,
        `${id}e0`,
        `%2B${id}`,
        `%20${id}`,
        `${id}%20`,
        `0${id}`,
        `${id}.0`,
        `0b${id.toString(2)}`,
      ];
    };

    it('are not the property at any endpoint', async () => {
      for (const alias of aliases()) {
        await expectRefused({ method: 'GET', url: `/api/v1/properties/${alias}` }, 400, /^The id must be/);
        await expectRefused(
          { method: 'GET', url: `/api/v1/properties/welcome/${alias}`, headers: { cookie: admin } },
          400,
          /^The id must be/,
        );
        await expectRefused(
          json(
            'POST',
            `/properties/${alias}/guest-login`,
            { password: 'cedar-guest', stay_duration: 1 },
            null,
          ),
          400,
          /^The id must be/,
        );
        await expectRefused(
          { method: 'DELETE', url: `/api/v1/properties/${alias}`, headers: { cookie: admin } },
          400,
          /^The id must be/,
        );
        await expectRefused(
          await form('PUT', `/properties/${alias}`, propertyFields()),
          400,
          /^The id must be/,
        );
        await expectRefused(json('PATCH', `/enquiries/${alias}`, { handled: true }), 400, /^The id must be/);
        await expectRefused({ ...json('DELETE', `/users/${alias}`, {}) }, 400, /^The id must be/);
      }
    });

    it('are refused in form fields and JSON bodies that carry ids', async () => {
      const id = property.id;
      await expectRefused(
        await form('POST', '/properties/welcome', welcomeFields(id, { property_id: `0${id}` })),
        400,
        'The id must be a whole number in plain digits',
      );
      await expectRefused(
        await form('PUT', `/properties/${id}`, {
          ...propertyFields(),
          deleted_image_ids: `0${property.images[0]!.id}`,
        }),
        400,
        'deleted_image_ids must be a list of image ids',
      );
      const me = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/auth/token-check',
          headers: { cookie: admin },
        })
      ).json();
      for (const bodyId of [`0${me.id}`, `+${me.id}`, `${me.id}e0`, ` ${me.id}`, me.id + 0.5]) {
        await expectRefused(
          json('PUT', `/users/${me.id}`, { id: bodyId, name: 'tester', password: '' }),
          400,
          /^The id must be/,
        );
      }
    });
  });

  describe('content types the body parsers must not guess at (issue 8, item 10)', () => {
    const enquiry = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', phone: '', message: 'Hi' };
    it.each([
      ['application/json; charset=latin1', 'Only UTF-8 text is accepted'],
      ['application/json; charset=utf-16', 'Only UTF-8 text is accepted'],
      ['application/json; charset="iso-8859-1"', 'Only UTF-8 text is accepted'],
      ['application/json;;', 'The Content-Type header is malformed'],
      ['application/json; charset', 'The Content-Type header is malformed'],
      ['application/json; charset=', 'The Content-Type header is malformed'],
      ['application/json; =utf-8', 'The Content-Type header is malformed'],
      ['application/json, text/plain', 'The Content-Type header is malformed'],
      ['application/', 'The Content-Type header is malformed'],
      ['application/json; charset="utf-8', 'The Content-Type header is malformed'],
    ])('%j is 415', async (contentType, message) => {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/v1/enquiries',
          headers: { 'content-type': contentType },
          payload: JSON.stringify(enquiry),
        },
        415,
        message,
      );
      await expectRefused(
        {
          method: 'POST',
          url: '/api/v1/users/auth/login',
          headers: { 'content-type': contentType },
          payload: JSON.stringify({ name: 'tester', password: 'correct-horse' }),
        },
        415,
        message,
      );
    });

    it.each([
      'application/json; charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/json;charset=utf-8',
    ])('%j is read', async (contentType) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/auth/login',
        headers: { 'content-type': contentType },
        payload: JSON.stringify({ name: 'tester', password: 'wrong-password' }),
      });
      expect(res.statusCode, res.body).toBe(401);
    });
  });

  describe('admin answers are never cached (issue 8, item 11)', () => {
    it.each([
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/enquiries'],
      ['GET', '/api/v1/users/auth/token-check'],
      ['GET', `/api/v1/properties/welcome/1`],
    ])('%s %s, signed in or not', async (method, url) => {
      for (const headers of [{ cookie: admin }, {}]) {
        const res = await t.app.inject({ method: method as InjectOptions['method'], url, headers });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toMatch(/no-store/);
      }
    });
  });
});

describe('errors carry no internals', () => {
  it('answers an unexpected failure with 500, a plain message and the request id', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.db.close();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/properties',
        headers: { 'x-request-id': 'trace-me-123' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again in a moment.',
      });
      expect(res.headers['x-request-id']).toBe('trace-me-123');
    } finally {
      await t.app.close();
      await t.close().catch(() => {});
    }
  });
});
