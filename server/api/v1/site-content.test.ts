import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSlugs } from '#common/site-content.ts';
import { ensureSiteContent } from '../../domain/content/site-content-seed.ts';
import { markPublicContentChanged, readPublicContentRevision } from '../../domain/shared/public-content.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

describeEachEngine('site content API', (engine) => {
  let t: TestApp;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await ensureSiteContent(t.app.domain);
    admin = await t.loginAdmin();
    other = await t.loginAdmin('second', 'another-horse');
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
  const send = (
    method: 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('seeded content', () => {
    it('publishes every page as revision 1 at start, once', async () => {
      for (const slug of pageSlugs) {
        const res = await get(`/pages/${slug}`);
        expect(res.statusCode, slug).toBe(200);
        expect(res.json()).toMatchObject({ slug, revision: 1 });
      }
      expect(await ensureSiteContent(t.app.domain)).toEqual({ pages: [], settings: 0 });
    });

    it('fills in the site settings of the environment', async () => {
      const home = (await get('/pages/home')).json();
      expect(home.sections[0]).toMatchObject({ kind: 'hero', eyebrow: 'Revelstoke, British Columbia' });
      expect(home.seo.title).toBe('Selkirk Stays | Vacation rentals in Revelstoke, BC');
      const settings = await get('/settings');
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toMatchObject({
        brand_name: 'Selkirk Stays',
        phone: '+1 250-555-0142',
        email: 'stay@selkirkstays.example',
        office_address: '301 Victoria Road, Revelstoke, BC V0E 2S0',
        social_links: [],
        updated_at: null,
      });
    });
  });

  const heroPage = (heading: string, extra: Record<string, unknown> = {}) => ({
    seo: { title: 'Home', description: 'The home page' },
    sections: [
      {
        kind: 'hero',
        id: 'hero',
        heading,
        image: { url: '/images/scenes/hero-winter-960.webp', alt: 'Snowy peaks' },
        buttons: [{ label: 'View Rentals', href: '/properties' }],
        ...extra,
      },
    ],
  });

  describe('authorisation', () => {
    const adminOnly: [string, string, unknown?][] = [
      ['GET', '/pages'],
      ['GET', '/pages/about/draft'],
      ['PUT', '/pages/about/draft', { base_revision: 1, ...heroPage('x') }],
      ['DELETE', '/pages/about/draft'],
      ['POST', '/pages/about/publish'],
      ['GET', '/pages/about/revisions'],
      ['GET', '/pages/about/revisions/1'],
      ['POST', '/pages/about/revisions/1/restore'],
      ['PUT', '/settings', { brand_name: 'x', phone: '1', email: 'a@b.example', office_address: 'x' }],
    ];
    it.each(adminOnly)(
      '%s %s needs an admin session (401) and changes nothing',
      async (method, url, body) => {
        const before = await readPublicContentRevision(t.app.domain);
        for (const cookie of [undefined, 'admin_session=forged', 'guest_session=forged']) {
          const res =
            method === 'GET' ? await get(url, cookie) : await send(method as 'PUT', url, cookie, body);
          expect(res.statusCode, `${method} ${url} ${cookie}`).toBe(401);
          expect(res.json()).toEqual({ message: 'Please log in to continue' });
        }
        expect(await readPublicContentRevision(t.app.domain)).toBe(before);
        expect((await get('/pages', admin)).json().every((p: { draft: unknown }) => p.draft === null)).toBe(
          true,
        );
      },
    );

    it('lets anyone read a published page and the settings', async () => {
      expect((await get('/pages/about')).statusCode).toBe(200);
      expect((await get('/settings')).statusCode).toBe(200);
    });
  });

  describe('pages', () => {
    it('lists every page in menu order with who published it and its draft', async () => {
      const res = await get('/pages', admin);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((p: { slug: string }) => p.slug)).toEqual([...pageSlugs]);
      expect(list[0]).toEqual({
        slug: 'home',
        title: 'Home',
        published_at: expect.any(String),
        published_by: null,
        draft: null,
      });
    });

    it('answers 404 for an unknown slug on every page call', async () => {
      const calls: [string, string][] = [
        ['GET', '/pages/nope'],
        ['GET', '/pages/nope/draft'],
        ['DELETE', '/pages/nope/draft'],
        ['POST', '/pages/nope/publish'],
        ['GET', '/pages/nope/revisions'],
        ['GET', '/pages/nope/revisions/1'],
        ['POST', '/pages/nope/revisions/1/restore'],
      ];
      for (const [method, url] of calls) {
        const res = method === 'GET' ? await get(url, admin) : await send(method as 'POST', url, admin);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'Page not found' });
      }
      const put = await send('PUT', '/pages/nope/draft', admin, { base_revision: 1, ...heroPage('x') });
      expect(put.statusCode).toBe(404);
    });
  });

  describe('drafts, publish and revisions', () => {
    it('saves a draft (who, when) that visitors do not see, and publishes it with a summary', async () => {
      expect((await get('/pages/partners/draft', admin)).statusCode).toBe(404);
      const saved = await send('PUT', '/pages/partners/draft', admin, {
        base_revision: 1,
        ...heroPage('Winter at the partners'),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ slug: 'partners', base_revision: 1, updated_by: 'tester' });
      const listed = (await get('/pages', admin)).json().find((p: { slug: string }) => p.slug === 'partners');
      expect(listed.draft).toEqual({ updated_at: saved.json().updated_at, updated_by: 'tester' });
      expect((await get('/pages/partners')).json().sections[0].heading).toBe(
        'The locals we send our guests to',
      );

      const before = await readPublicContentRevision(t.app.domain);
      const published = await send('POST', '/pages/partners/publish', other);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({ slug: 'partners', revision: 2 });
      expect(await readPublicContentRevision(t.app.domain)).toBeGreaterThan(before);
      const page = (await get('/pages/partners')).json();
      expect(page.revision).toBe(2);
      expect(page.sections).toHaveLength(1);
      expect(page.sections[0].heading).toBe('Winter at the partners');
      expect((await get('/pages/partners/draft', admin)).statusCode).toBe(404);

      const revisions = (await get('/pages/partners/revisions', admin)).json();
      expect(revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
      expect(revisions[0]).toMatchObject({ published_by: 'second', restored_from: null });
      expect(revisions[0].summary).toBe(
        'Hero "hero": eyebrow, heading, text, image, buttons changed; Cards "partner-list" removed; ' +
          'Hero "become-partner" removed; SEO changed',
      );
      expect(revisions[1]).toMatchObject({ summary: 'Initial content', published_by: null });
      const listed2 = (await get('/pages', admin))
        .json()
        .find((p: { slug: string }) => p.slug === 'partners');
      expect(listed2).toMatchObject({ published_by: 'second', draft: null });
    });

    it('restores an earlier revision as a new draft, and publishing it brings the old content back', async () => {
      const first = (await get('/pages/partners/revisions/1', admin)).json();
      expect(first).toMatchObject({ slug: 'partners', revision: 1, summary: 'Initial content' });
      const restored = await send('POST', '/pages/partners/revisions/1/restore', admin);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ base_revision: 2, updated_by: 'tester' });
      expect(restored.json().sections).toEqual(first.sections);
      // visitors still see revision 2 until it is published
      expect((await get('/pages/partners')).json().revision).toBe(2);
      const published = await send('POST', '/pages/partners/publish', admin);
      expect(published.json()).toMatchObject({ revision: 3 });
      const page = (await get('/pages/partners')).json();
      expect(page.sections).toEqual(first.sections);
      expect(page.seo).toEqual(first.seo);
      const [latest] = (await get('/pages/partners/revisions', admin)).json();
      expect(latest).toMatchObject({ revision: 3, summary: 'Restored revision 1', restored_from: 1 });
    });

    it('refuses a draft saved on a stale revision with 409, and keeps the newer content', async () => {
      const mine = await send('PUT', '/pages/about/draft', admin, { base_revision: 1, ...heroPage('Mine') });
      expect(mine.statusCode).toBe(200);
      expect((await send('POST', '/pages/about/publish', admin)).statusCode).toBe(200);
      const stale = await send('PUT', '/pages/about/draft', other, {
        base_revision: 1,
        ...heroPage('Theirs'),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: expect.stringContaining('Someone else published or saved this page after you opened it'),
      });
      expect((await get('/pages/about')).json().sections[0].heading).toBe('Mine');
      expect((await get('/pages/about/draft', admin)).statusCode).toBe(404);
    });

    it("refuses a save over someone else's newer draft when the editor says which draft it loaded", async () => {
      const first = await send('PUT', '/pages/homeowners/draft', admin, {
        base_revision: 1,
        draft_updated_at: null,
        ...heroPage('One'),
      });
      expect(first.statusCode).toBe(200);
      const blind = await send('PUT', '/pages/homeowners/draft', other, {
        base_revision: 1,
        draft_updated_at: null,
        ...heroPage('Two'),
      });
      expect(blind.statusCode).toBe(409);
      const informed = await send('PUT', '/pages/homeowners/draft', other, {
        base_revision: 1,
        draft_updated_at: first.json().updated_at,
        ...heroPage('Two'),
      });
      expect(informed.statusCode).toBe(200);
      expect((await get('/pages/homeowners/draft', admin)).json()).toMatchObject({ updated_by: 'second' });
    });

    it('refuses publishing a draft made before someone else published (409)', async () => {
      expect(
        (await send('PUT', '/pages/revylife/draft', admin, { base_revision: 1, ...heroPage('A') }))
          .statusCode,
      ).toBe(200);
      // someone restores revision 1 and publishes it meanwhile: revision 2 appears
      expect((await send('POST', '/pages/revylife/revisions/1/restore', other)).statusCode).toBe(200);
      expect((await send('POST', '/pages/revylife/publish', other)).statusCode).toBe(200);
      // that restore replaced the draft; a new one on the old base cannot be published
      const stale = await send('PUT', '/pages/revylife/draft', admin, { base_revision: 1, ...heroPage('A') });
      expect(stale.statusCode).toBe(409);
    });

    it('discards a draft, and answers 404 where there is none', async () => {
      expect(
        (await send('PUT', '/pages/contact/draft', admin, { base_revision: 1, ...heroPage('C') })).statusCode,
      ).toBe(200);
      const discarded = await send('DELETE', '/pages/contact/draft', admin);
      expect(discarded.statusCode).toBe(200);
      expect(discarded.json()).toEqual({ message: 'Draft discarded' });
      expect((await send('DELETE', '/pages/contact/draft', admin)).json()).toEqual({
        message: 'This page has no draft',
      });
      expect((await send('POST', '/pages/contact/publish', admin)).statusCode).toBe(404);
      expect((await get('/pages/contact/draft', admin)).statusCode).toBe(404);
    });

    it('answers 404 for a revision that does not exist and 400 for one that is not a number', async () => {
      expect((await get('/pages/home/revisions/99', admin)).json()).toEqual({
        message: 'Revision not found',
      });
      expect((await send('POST', '/pages/home/revisions/99/restore', admin)).statusCode).toBe(404);
      const bad = await get('/pages/home/revisions/first', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('n');
    });
  });

  describe('validation (400 with fields)', () => {
    const put = (body: unknown) => send('PUT', '/pages/home/draft', admin, body);
    const refusal = async (body: unknown) => {
      const res = await put(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { message: string; fields: Record<string, string> };
    };

    it('refuses a section of an unknown kind', async () => {
      const body = await refusal({
        base_revision: 1,
        seo: { title: 'a', description: 'b' },
        sections: [{ kind: 'carousel', id: 'x' }],
      });
      expect(body.fields).toEqual({ 'sections.0.kind': 'Unknown section kind' });
    });

    it('refuses an image without alt text, in a section and in a card', async () => {
      const noAlt = await refusal({
        base_revision: 1,
        ...heroPage('x', { image: { url: '/images/a.webp' } }),
      });
      expect(noAlt.fields).toEqual({ 'sections.0.image.alt': 'Alt text is required' });
      expect(noAlt.message).toBe('Alt text is required');
      const blankAlt = await refusal({
        base_revision: 1,
        seo: { title: 'a', description: 'b' },
        sections: [{ kind: 'cards', id: 'c', items: [{ title: 't', image: { key: 'abc', alt: '  ' } }] }],
      });
      expect(blankAlt.fields).toEqual({ 'sections.0.items.0.image.alt': 'Alt text is required' });
    });

    it('refuses unsafe links and image addresses', async () => {
      const js = await refusal({
        base_revision: 1,
        ...heroPage('x', { buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }),
      });
      expect(js.fields['sections.0.buttons.0.href']).toMatch(/^Link must start with/);
      const data = await refusal({
        base_revision: 1,
        ...heroPage('x', { image: { url: 'data:image/png;base64,AAAA', alt: 'x' } }),
      });
      expect(data.fields['sections.0.image.url']).toMatch(/^Image address must start with/);
    });

    it('refuses missing and too long fields, duplicate section ids and a missing base_revision', async () => {
      const body = await refusal({
        seo: { title: '', description: 'b'.repeat(400) },
        sections: [
          { kind: 'hero', id: 'same', heading: '' },
          { kind: 'legal', id: 'same', effective_date: '2025-13-40', body: 'x' },
        ],
      });
      expect(body.fields).toMatchObject({
        base_revision: 'base_revision is required',
        'seo.title': 'SEO title is required',
        'seo.description': 'SEO description must be at most 320 characters',
        'sections.0.heading': 'Heading is required',
        'sections.1.effective_date': 'Effective date must be a date (YYYY-MM-DD)',
      });
      const dup = await refusal({
        base_revision: 1,
        seo: { title: 'a', description: 'b' },
        sections: [
          { kind: 'rich_text', id: 'same', body: 'x' },
          { kind: 'rich_text', id: 'same', body: 'y' },
        ],
      });
      expect(dup.fields).toEqual({ 'sections.1.id': 'Each section needs its own id' });
    });
  });

  describe('settings', () => {
    const valid = {
      brand_name: 'Columbia Cabins',
      phone: '+1 250-555-0199',
      after_hours_phone: '+1 250-555-0100',
      email: 'hello@columbia.example',
      office_address: '1 First Street, Revelstoke, BC',
      footer_blurb: 'Cabins by the river.',
      social_links: [{ label: 'Instagram', href: 'https://instagram.com/columbia' }],
      developer_credit: 'Made in Revy',
    };

    it('changes every setting for an admin, moves the public content revision, and shows them to anyone', async () => {
      const before = await readPublicContentRevision(t.app.domain);
      const res = await send('PUT', '/settings', admin, valid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        ...valid,
        updated_at: expect.any(String),
        translations: {},
        taxes: expect.any(Array),
        cancellation: expect.any(Array),
        require_two_factor_for_admins: false,
        request_hold_hours: 24,
        payment_instructions: { en: expect.any(String), fr: expect.any(String) },
      });
      expect(await readPublicContentRevision(t.app.domain)).toBeGreaterThan(before);
      expect((await get('/settings')).json()).toEqual(res.json());
    });

    it('refuses bad settings with fields', async () => {
      const res = await send('PUT', '/settings', admin, {
        ...valid,
        email: 'not-an-address',
        brand_name: '',
        phone: 'call us maybe',
        social_links: [
          { label: 'x', href: 'javascript:alert(1)' },
          { label: 'y', href: 'ftp://files.example' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        email: 'E-mail must be an e-mail address',
        brand_name: 'Brand name is required',
        phone: 'Phone can only have digits, spaces, +, - and parentheses',
        'social_links.0.href': 'Social link must be a web address starting with http:// or https://',
        'social_links.1.href': 'Social link must be a web address starting with http:// or https://',
      });
      const short = await send('PUT', '/settings', admin, { ...valid, phone: '555-01' });
      expect(short.json().fields).toEqual({ phone: 'Phone must have 7 to 20 digits' });
    });

    it('shows the default phone, and the other settings as saved, when a stored phone breaks the rule', async () => {
      expect((await send('PUT', '/settings', admin, valid)).statusCode).toBe(200);
      // a number saved before the rule existed
      await t.db.kysely
        .updateTable('site_settings')
        .set({ value: JSON.stringify('call us maybe') })
        .where('name', '=', 'phone')
        .execute();
      await markPublicContentChanged({ db: t.db.kysely, now: () => new Date() });
      await expect
        .poll(async () => (await get('/settings')).json(), { timeout: 3000, interval: 50 })
        .toMatchObject({ ...valid, phone: '+1 250-555-0142' });
    });
  });

  describe('cache', () => {
    it('reads a published page once, and again only after the public content revision moved', async () => {
      await get('/pages/terms-and-conditions');
      // a change behind the API's back (no mark) stays unseen: the page comes from memory
      await t.db.kysely
        .updateTable('page_revisions')
        .set({ seo: JSON.stringify({ title: 'Changed', description: 'd' }) })
        .where('slug', '=', 'terms-and-conditions')
        .execute();
      expect((await get('/pages/terms-and-conditions')).json().seo.title).toBe('Terms & Conditions');
      await markPublicContentChanged({ db: t.db.kysely, now: () => new Date() });
      // a mark made outside any request of this node is read within CONTENT_REVISION_CHECK_MS
      await expect
        .poll(async () => (await get('/pages/terms-and-conditions')).json().seo.title, {
          timeout: 3000,
          interval: 50,
        })
        .toBe('Changed');
    });
  });
});
