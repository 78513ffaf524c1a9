import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAnImageMessage } from '#common/images.ts';
import { findRenderedPage } from '../../domain/content/site-content-render.ts';
import { ensureSiteContent } from '../../domain/content/site-content-seed.ts';
import { damagedImageMessage } from '../../domain/images/images.ts';
import {
  createTestApp,
  describeEachEngine,
  type FormValue,
  makeImage,
  multipart,
  storedState,
  type TestApp,
} from '../../test/harness.ts';

describeEachEngine('content images API', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { UPLOAD_MAX_MB: '1' } });
    await ensureSiteContent(t.app.domain);
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  const upload = async (
    fields: Record<string, FormValue | FormValue[]>,
    headers: Record<string, string> = {},
  ) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/content-images',
      ...form,
      headers: { ...form.headers, ...headers },
    });
  };
  const jpeg = async (width = 1200, height = 800) => ({
    file: await makeImage(width, height),
    name: 'peaks.jpg',
    type: 'image/jpeg',
  });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const send = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });

  const heroWith = (image: object) => ({
    seo: { title: 'About', description: 'About us' },
    sections: [{ kind: 'hero', id: 'hero', heading: 'Our story', image, buttons: [] }],
  });

  it('stores a picture through the image pipeline and answers its key, size and a thumbnail', async () => {
    const res = await upload({ file: await jpeg() }, { cookie: admin });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      key: expect.stringMatching(/^[a-f0-9]{32}$/),
      width: 1200,
      height: 800,
      src: `/uploads/${body.key}-480.webp`,
    });
    const variants = await t.db.kysely
      .selectFrom('image_variants')
      .select('width')
      .where('image_key', '=', body.key)
      .orderBy('width')
      .execute();
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    const thumbnail = await get(body.src);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('gives a picture narrower than the thumbnail its own width as the thumbnail', async () => {
    const res = await upload({ file: await jpeg(300, 200) }, { cookie: admin });
    expect(res.statusCode).toBe(201);
    expect(res.json().src).toBe(`/uploads/${res.json().key}-300.webp`);
  });

  it('refuses a draft naming a picture that was never uploaded, field by field, and keeps the draft as it was', async () => {
    const before = await get('/api/v1/pages/partners/draft', admin);
    const res = await send('PUT', '/pages/partners/draft', {
      base_revision: 1,
      seo: {
        title: 'Partners',
        description: 'Partners',
        share_image: { key: 'no-such-picture', alt: 'Share' },
      },
      sections: [
        { kind: 'hero', id: 'hero', heading: 'Partners', buttons: [] },
        {
          kind: 'cards',
          id: 'list',
          items: [{ title: 'Café' }, { title: 'Guide', image: { key: 'gone-too', alt: 'A guide' } }],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'seo.share_image.key': 'This uploaded picture was not found: upload it again',
      'sections.1.items.1.image.key': 'This uploaded picture was not found: upload it again',
    });
    expect((await get('/api/v1/pages/partners/draft', admin)).statusCode).toBe(before.statusCode);
  });

  it('lets a draft use the key; once published the page names it and the public page shows its variants', async () => {
    const { key } = (await upload({ file: await jpeg() }, { cookie: admin })).json();
    const image = { key, alt: 'Mount Begbie at dawn' };
    const saved = await send('PUT', '/pages/about/draft', { base_revision: 1, ...heroWith(image) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sections[0].image).toEqual(image);
    const published = await send('POST', '/pages/about/publish');
    expect(published.statusCode, published.body).toBe(200);

    const page = await get('/api/v1/pages/about');
    expect(page.statusCode).toBe(200);
    expect(page.json().sections[0].image).toEqual(image);

    // What the public page renders (the loader's context.data.findPublishedPage)
    const rendered = await findRenderedPage(t.app.domain, 'about');
    expect(rendered?.images['hero.image']).toEqual({
      src: `/uploads/${key}-1200.webp`,
      srcSet: `/uploads/${key}-480.webp 480w, /uploads/${key}-960.webp 960w, /uploads/${key}-1200.webp 1200w`,
      width: 1200,
      alt: 'Mount Begbie at dawn',
    });
    for (const width of [480, 960, 1200]) {
      expect((await get(`/uploads/${key}-${width}.webp`)).statusCode, `${width}`).toBe(200);
    }

    // A later revision without the picture leaves it stored: revision 2 still shows it
    await send('PUT', '/pages/about/draft', {
      base_revision: 2,
      ...heroWith({ url: '/images/scenes/hero-winter-960.webp', alt: 'Snow' }),
    });
    expect((await send('POST', '/pages/about/publish')).statusCode).toBe(200);
    const old = await get('/api/v1/pages/about/revisions/2', admin);
    expect(old.json().sections[0].image).toEqual(image);
    expect((await get(`/uploads/${key}-1200.webp`)).statusCode).toBe(200);
  });

  describe('refusals', () => {
    it('answers 401 without an admin session, and stores nothing', async () => {
      for (const cookie of [undefined, 'admin_session=forged', 'guest_session=forged']) {
        const before = await storedState(t);
        const res = await upload({ file: await jpeg() }, cookie ? { cookie } : {});
        expect(res.statusCode, cookie).toBe(401);
        expect(res.json()).toEqual({ message: 'Please log in to continue' });
        expect(await storedState(t)).toEqual(before);
      }
    });

    it('answers 403 to a request from another website, and stores nothing', async () => {
      const before = await storedState(t);
      const res = await upload({ file: await jpeg() }, { cookie: admin, origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This request came from another website and was refused' });
      expect(await storedState(t)).toEqual(before);
    });

    const refusals: [string, () => Promise<Record<string, FormValue | FormValue[]>>, string][] = [
      ['no file', async () => ({ note: 'hello' }), 'Send one picture in the form field "file"'],
      [
        'two files',
        async () => ({ file: [await jpeg(), await jpeg()] }),
        'Send one picture in the form field "file"',
      ],
      [
        'a file that is not an image',
        async () => ({
          file: { file: Buffer.from('%PDF-1.7 not a picture'), name: 'a.pdf', type: 'application/pdf' },
        }),
        notAnImageMessage,
      ],
      [
        'a text file named .jpg',
        async () => ({
          file: { file: Buffer.from('Check-in is at 4 pm.'), name: 'notes.jpg', type: 'image/jpeg' },
        }),
        notAnImageMessage,
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await makeImage(1200, 900);
          return {
            file: { file: whole.subarray(0, whole.length - 512), name: 'cut.jpg', type: 'image/jpeg' },
          };
        },
        damagedImageMessage,
      ],
    ];
    it.each(refusals)(
      'answers 400 for %s with the message of property uploads, storing nothing',
      async (_what, fields, message) => {
        const before = await storedState(t);
        const res = await upload(await fields(), { cookie: admin });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: expect.stringContaining(message), fields: { file: message } });
        expect(await storedState(t)).toEqual(before);
      },
    );

    it('answers a file over the upload size limit with 413 and the text of property uploads', async () => {
      const before = await storedState(t);
      const big = {
        file: Buffer.concat([await makeImage(64, 48), Buffer.alloc(1_100_000, 1)]),
        name: 'huge.jpg',
        type: 'image/jpeg',
      };
      const res = await upload({ file: big }, { cookie: admin });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'That file is too large. Each image can be at most 1 MB.' });
      expect(await storedState(t)).toEqual(before);
    });
  });
});
