import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PublishedPage, pageSlugs } from '#common/site-content.ts';
import { ensureSiteContent } from '#server/domain/content/site-content-seed.ts';
import { createTestApp, describeEachEngine, type TestApp } from '#server/test/harness.ts';
import { loadWebBuild } from '#server/web/mount.ts';

/**
 * The editor's live preview (issue 12) is the real public page: the production build's pages, served by
 * the real mount through app.inject on both databases, render the unsaved form posted to
 * /admin/content/{slug}/preview exactly as a published page (Markdown to sanitised HTML). Here rather than
 * in server/ because it needs the build of app/ (`npm run build`, as every journey does).
 */
describeEachEngine('editor preview renders the real page', (engine) => {
  let t: TestApp;
  let admin: string;
  let published: PublishedPage;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      web: await loadWebBuild(path.resolve('build')),
      env: { GA_MEASUREMENT_ID: 'G-PREVIEW01' },
    });
    await ensureSiteContent(t.app.domain);
    admin = await t.loginAdmin();
    published = (await t.app.inject({ method: 'GET', url: '/api/v1/pages/guest-services' })).json();
  });
  afterAll(async () => t?.close());

  /** The editor's form with the hero changed as given, posted the way the preview frame's form posts it. */
  const post = (slug: string, content: unknown, cookie: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/content/${slug}/preview`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ content: JSON.stringify(content) }).toString(),
    });
  const withHero = (changes: Record<string, unknown>) => ({
    seo: published.seo,
    sections: published.sections.map((s) =>
      s.kind === 'hero' && s.id === 'hero' ? { ...s, ...changes } : s,
    ),
  });
  const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const savedHeading = () => (published.sections.find((s) => s.id === 'hero') as { heading: string }).heading;

  it('renders the unsaved form as the public page: heading, Markdown as HTML, script as text', async () => {
    const res = await post(
      'guest-services',
      withHero({
        heading: 'Powder days <em>preview</em>',
        text: 'Ski **in style** with [our team](/contact). <script>alert("x")</script>',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(h1(res.body)).toBe('Powder days &lt;em&gt;preview&lt;/em&gt;');
    expect(res.body).toContain('<strong>in style</strong>');
    expect(res.body).toMatch(/<a href="\/contact"[^>]*>our team<\/a>/);
    expect(res.body).toContain('&lt;script&gt;alert(');
    expect(res.body).not.toContain('<script>alert(');
    // the public chrome, the rest of the page, and nothing of the splash or analytics
    expect(res.body).toContain('aria-label="Open menu"');
    expect(res.body).toContain('<footer');
    expect(res.body).toContain(
      (published.sections.find((s) => s.kind === 'rich_text') as { heading: string }).heading,
    );
    expect(res.body).not.toContain('googletagmanager');
    expect(res.body).not.toContain('class="splash-screen"');
    // nothing was stored: the public page is as before
    const page = await t.app.inject({ method: 'GET', url: '/guest-services' });
    expect(h1(page.body)).not.toContain('Powder days');
    expect(page.body).toContain('googletagmanager');
  });

  it('keeps the no-store, noindex and same-origin framing headers', async () => {
    const res = await post('guest-services', withHero({ heading: 'Headers' }));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('shows the saved version with a notice when the form does not pass the content rules', async () => {
    for (const content of [withHero({ heading: '' }), 'not json at all', null]) {
      const res =
        typeof content === 'string'
          ? await t.app.inject({
              method: 'POST',
              url: '/admin/content/guest-services/preview',
              headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
              payload: `content=${content}`,
            })
          : await post('guest-services', content);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('The preview shows the last saved version');
      expect(h1(res.body)).toBe(savedHeading());
    }
  });

  it('renders the draft on GET, and a stored revision with ?revision=n', async () => {
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/pages/guest-services/draft',
      headers: { cookie: admin },
      payload: { base_revision: published.revision, ...withHero({ heading: 'Draft heading' }) },
    });
    expect(save.statusCode).toBe(200);
    const draft = await t.app.inject({
      url: '/admin/content/guest-services/preview',
      headers: { cookie: admin },
    });
    expect(draft.statusCode).toBe(200);
    expect(h1(draft.body)).toBe('Draft heading');
    const revision = await t.app.inject({
      url: `/admin/content/guest-services/preview?revision=${published.revision}`,
      headers: { cookie: admin },
    });
    expect(h1(revision.body)).toBe(savedHeading());
    for (const missing of ['99', 'one']) {
      const res = await t.app.inject({
        url: `/admin/content/guest-services/preview?revision=${missing}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('previews every brochure page with its own layout', async () => {
    for (const slug of pageSlugs) {
      const res = await t.app.inject({ url: `/admin/content/${slug}/preview`, headers: { cookie: admin } });
      expect(res.statusCode, slug).toBe(200);
      expect(res.body, slug).toMatch(/<main[^>]*>[\s\S]*<h1/);
    }
  });

  it('sends anonymous visitors to the login and answers 404 for an unknown page', async () => {
    const get = await t.app.inject({ url: '/admin/content/guest-services/preview' });
    expect(get.statusCode).toBe(302);
    expect(get.headers.location).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin/content/guest-services/preview')}`,
    );
    const anonymousPost = await post('guest-services', withHero({ heading: 'Nobody' }), null);
    expect(anonymousPost.statusCode).toBe(302);
    expect(anonymousPost.headers.location).toMatch(/^\/login\?redirectTo=/);
    expect(anonymousPost.body).not.toContain('Nobody');
    const unknown = await post('no-such-page', withHero({ heading: 'Unknown' }));
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/admin/content/no-such-page/preview', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
  });
});
