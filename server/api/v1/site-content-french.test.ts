import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSlugs } from '#common/site-content.ts';
import { ensureSiteContent } from '../../domain/content/site-content-seed.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/**
 * Issue 28, item 3: the French of brochure pages (inside the page's content, so drafts, revisions, restores
 * and previews carry both languages) and of the settings' texts, read with `?lang=fr`.
 */
describeEachEngine('French site content', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await ensureSiteContent(t.app.domain);
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
  const send = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });

  const english = {
    seo: { title: 'About us', description: 'Who we are' },
    sections: [
      {
        kind: 'hero',
        id: 'hero',
        eyebrow: 'Revelstoke',
        heading: 'Local hosts',
        text: 'We live here.',
        image: { url: '/images/scenes/hero-winter-960.webp', alt: 'Snowy peaks' },
        buttons: [
          { label: 'View Rentals', href: '/properties' },
          { label: 'Contact us', href: '/contact' },
        ],
      },
      { kind: 'legal', id: 'terms', effective_date: '2026-01-01', body: 'Be kind.' },
    ],
  };
  const french = {
    seo: { title: 'À propos', description: '' },
    sections: [
      {
        heading: 'Des hôtes d’ici',
        text: 'Nous vivons ici.',
        image: { alt: 'Sommets enneigés' },
        buttons: [{ label: 'Voir les logements' }, null],
      },
      null,
    ],
  };

  it('seeds the home page with its French: the French page reads in French', async () => {
    const home = (await get('/pages/home?lang=fr')).json();
    expect(home.sections[0]).toMatchObject({
      heading: 'Votre camp de base dans les monts Selkirk',
      eyebrow: 'Revelstoke, Colombie-Britannique',
      buttons: [
        { label: 'Voir les logements', href: '/properties' },
        { label: 'Découvrir Revelstoke', href: '/revylife' },
      ],
    });
    expect(home.untranslated).toEqual([]);
  });

  it('seeds every brochure page with the French of all its texts', async () => {
    for (const slug of pageSlugs) {
      const page = (await get(`/pages/${slug}?lang=fr`)).json();
      expect(page.lang, slug).toBe('fr');
      expect(page.untranslated, slug).toEqual([]);
    }
    const contact = (await get('/pages/contact?lang=fr')).json();
    expect(contact.seo.title).toBe('Nous joindre');
    expect(contact.sections[1].body).toContain('Tous les champs sont obligatoires.');
    const terms = (await get('/pages/terms-and-conditions?lang=fr')).json();
    expect(terms.sections[1].body).toContain('## Politique d’annulation {#cancellation-policy}');
    expect(terms.sections[1].body).toContain('stay@selkirkstays.example');
  });

  it('publishes a draft with its French, and a French read shows it over the English', async () => {
    const saved = await send('PUT', '/pages/about/draft', {
      base_revision: 1,
      ...english,
      translations: { fr: french },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // blank texts are dropped: the English shows there
    const stored = { seo: { title: 'À propos' }, sections: french.sections };
    expect(saved.json().translations).toEqual({ fr: stored });
    expect((await get('/pages/about/draft', admin)).json().translations).toEqual({ fr: stored });

    expect((await send('POST', '/pages/about/publish')).statusCode).toBe(200);
    const [latest] = (await get('/pages/about/revisions', admin)).json();
    expect(latest.summary).toContain('French changed');

    const page = (await get('/pages/about?lang=fr')).json();
    expect(page).toMatchObject({
      lang: 'fr',
      seo: { title: 'À propos', description: 'Who we are' },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Revelstoke',
          heading: 'Des hôtes d’ici',
          text: 'Nous vivons ici.',
          image: { url: '/images/scenes/hero-winter-960.webp', alt: 'Sommets enneigés' },
          buttons: [
            { label: 'Voir les logements', href: '/properties' },
            { label: 'Contact us', href: '/contact' },
          ],
        },
        { kind: 'legal', id: 'terms', effective_date: '2026-01-01', body: 'Be kind.' },
      ],
    });
    expect(page.untranslated).toEqual([
      'seo.description',
      'hero.eyebrow',
      'hero.buttons.1.label',
      'terms.body',
    ]);
    expect(page.translations).toBeUndefined();

    const inEnglish = (await get('/pages/about?lang=en')).json();
    expect(inEnglish).toMatchObject({ lang: 'en', untranslated: [], seo: english.seo });
    expect(inEnglish.sections[0].heading).toBe('Local hosts');
    const asStored = (await get('/pages/about')).json();
    expect(asStored.sections[0].heading).toBe('Local hosts');
    expect(asStored.translations).toEqual({ fr: stored });
  });

  it('keeps the French with its revision: a restore brings it back, and the French read follows', async () => {
    const current = (await get('/pages/about')).json();
    const changed = await send('PUT', '/pages/about/draft', {
      base_revision: current.revision,
      ...english,
      translations: { fr: { sections: [{ heading: 'Autre titre' }] } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await send('POST', '/pages/about/publish');
    expect((await get('/pages/about?lang=fr')).json().sections[0].heading).toBe('Autre titre');
    expect((await get('/pages/about?lang=fr')).json().seo.title).toBe('About us');

    const restored = await send('POST', `/pages/about/revisions/${current.revision}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().translations).toEqual(current.translations);
    const old = (await get(`/pages/about/revisions/${current.revision}`, admin)).json();
    expect(old.translations).toEqual(current.translations);
    await send('POST', '/pages/about/publish');
    const page = (await get('/pages/about?lang=fr')).json();
    expect(page.sections[0].heading).toBe('Des hôtes d’ici');
    expect(page.seo.title).toBe('À propos');
  });

  it('checks each French section against its English section’s kind and limits (400 with fields)', async () => {
    const base_revision = (await get('/pages/about')).json().revision;
    const tooLong = await send('PUT', '/pages/about/draft', {
      base_revision,
      ...english,
      translations: { fr: { sections: [{ heading: 'x'.repeat(201) }, { body: 'ok' }] } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({
      'translations.fr.sections.0.heading': 'French heading must be at most 200 characters',
    });
    const wrongField = await send('PUT', '/pages/about/draft', {
      base_revision,
      ...english,
      // a legal section has no buttons; a link's address is never translated
      translations: { fr: { sections: [{ buttons: [{ href: '/fr' }] }, { buttons: [] }] } },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(Object.keys(wrongField.json().fields)).toEqual(
      expect.arrayContaining(['translations.fr.sections.1']),
    );
    const otherLanguage = await send('PUT', '/pages/about/draft', {
      base_revision,
      ...english,
      translations: { de: { seo: { title: 'Über uns' } } },
    });
    expect(otherLanguage.statusCode).toBe(400);
  });

  /** What the last publish of the contact page says it changed. */
  const latestSummary = async () =>
    (await get('/pages/contact/revisions', admin)).json()[0].summary as string;

  it('keeps the French when a draft leaves it out, section by section id (a client that knows nothing of French)', async () => {
    const current = (await get('/pages/contact')).json();
    const french = (await get('/pages/contact?lang=fr')).json();
    expect(french.seo.title).not.toBe(current.seo.title);
    const [first, ...rest] = current.sections;
    const saved = await send('PUT', '/pages/contact/draft', {
      base_revision: current.revision,
      seo: current.seo,
      sections: [...rest, first],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('POST', '/pages/contact/publish')).statusCode).toBe(200);
    expect(await latestSummary()).toBe('Sections reordered');
    const after = (await get('/pages/contact?lang=fr')).json();
    expect(after.seo).toEqual(french.seo);
    // the moved section kept its own French
    expect(after.sections.at(-1)).toEqual(french.sections[0]);
  });

  it('shows the English of a page published without French: every text is named untranslated', async () => {
    const current = (await get('/pages/contact')).json();
    const saved = await send('PUT', '/pages/contact/draft', {
      base_revision: current.revision,
      seo: current.seo,
      sections: current.sections,
      translations: {},
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('POST', '/pages/contact/publish')).statusCode).toBe(200);
    expect(await latestSummary()).toBe('French changed');
    const page = (await get('/pages/contact?lang=fr')).json();
    expect(page.lang).toBe('fr');
    expect(page.seo.title).toBe('Contact');
    expect(page.untranslated).toContain('seo.title');
  });

  describe('settings', () => {
    const settings = {
      brand_name: 'Selkirk Stays',
      phone: '+1 250-555-0142',
      email: 'stay@selkirkstays.example',
      office_address: '301 Victoria Road, Revelstoke, BC V0E 2S0',
      footer_blurb: 'Cabins by the river.',
      social_links: [],
      developer_credit: '',
    };

    it('stores the French footer blurb and credit line, reads them with ?lang=fr, keeps them when left out, removes one when blank', async () => {
      const french = {
        footer_blurb: 'Des chalets au bord de la rivière.',
        developer_credit: 'Fait à Revelstoke',
      };
      const saved = await send('PUT', '/settings', { ...settings, translations: { fr: french } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().translations).toEqual({ fr: french });
      const inFrench = (await get('/settings?lang=fr')).json();
      expect(inFrench).toMatchObject({
        ...french,
        brand_name: 'Selkirk Stays',
        lang: 'fr',
        untranslated: [],
      });
      expect(inFrench.translations).toBeUndefined();

      await send('PUT', '/settings', { ...settings, brand_name: 'Selkirk Stays Inc.' });
      expect((await get('/settings')).json().translations).toEqual({ fr: french });

      await send('PUT', '/settings', { ...settings, translations: { fr: { footer_blurb: '  ' } } });
      expect((await get('/settings')).json().translations).toEqual({
        fr: { developer_credit: 'Fait à Revelstoke' },
      });
      expect((await get('/settings?lang=fr')).json()).toMatchObject({
        footer_blurb: 'Cabins by the river.',
        developer_credit: 'Fait à Revelstoke',
        untranslated: ['footer_blurb'],
      });
    });

    it('refuses a French blurb over the limit, and another language', async () => {
      const long = await send('PUT', '/settings', {
        ...settings,
        translations: { fr: { footer_blurb: 'x'.repeat(1001) } },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toHaveProperty(['translations.fr.footer_blurb']);
      const other = await send('PUT', '/settings', {
        ...settings,
        translations: { fr: { brand_name: 'X' } },
      });
      expect(other.statusCode).toBe(400);
      expect((await get('/settings?lang=de')).statusCode).toBe(400);
    });
  });
});
