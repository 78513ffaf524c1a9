import { describe, expect, it } from 'vitest';
import { type PublishedPage, pageContentSchema } from '#common/site-content.ts';
import type { DomainContext } from '../shared/context.ts';
import { fromStored, localisePage, toStored } from './site-content-french.ts';
import { renderPage } from './site-content-render.ts';

const page: PublishedPage = {
  slug: 'partners',
  revision: 4,
  published_at: '2026-11-20T18:00:00.000Z',
  ...pageContentSchema.parse({
    seo: { title: 'Partners', description: 'Our partners' },
    sections: [
      {
        kind: 'cards',
        id: 'list',
        heading: 'Partners',
        items: [
          {
            title: 'Spa',
            text: 'Massage\n\nRest and calm.',
            link: { label: 'Book', href: 'https://spa.example' },
          },
          { title: 'Bakery', text: 'Bread' },
        ],
      },
      {
        kind: 'links',
        id: 'more',
        links: [{ label: 'Town', href: '/about', description: 'The *town*' }],
      },
    ],
    translations: {
      fr: {
        seo: { title: 'Partenaires' },
        sections: [{ heading: 'Partenaires', items: [{ title: 'Spa', link: { label: 'Réserver' } }, null] }],
      },
    },
  }),
};

// no uploaded pictures here: rendering never reads the database
const ctx = { db: undefined } as unknown as Pick<DomainContext, 'db'>;

describe('a page in French', () => {
  it('shows each French text over its English, and names the rest by its render key', () => {
    const french = localisePage(page, 'fr');
    expect(french.seo).toEqual({ title: 'Partenaires', description: 'Our partners' });
    expect(french.sections[0]).toMatchObject({
      heading: 'Partenaires',
      items: [
        { title: 'Spa', link: { label: 'Réserver', href: 'https://spa.example' } },
        { title: 'Bakery' },
      ],
    });
    expect(french.untranslated).toEqual([
      'seo.description',
      'list.items.0.text',
      'list.items.1.title',
      'list.items.1.text',
      'more.links.0.label',
      'more.links.0.description',
    ]);
    expect(french).not.toHaveProperty('translations');
    expect(localisePage(page, 'en')).toMatchObject({ lang: 'en', untranslated: [], seo: page.seo });
  });

  it('marks the Markdown still in English with lang="en", and nothing on the English page', async () => {
    const french = await renderPage(ctx, localisePage(page, 'fr'));
    expect(french.html['list.items.0.text']).toBe(
      '<p lang="en">Massage</p>\n<p lang="en">Rest and calm.</p>\n',
    );
    expect(french.html['more.links.0.description']).toBe('<span lang="en">The <em>town</em></span>');
    const english = await renderPage(ctx, localisePage(page, 'en'));
    expect(english.html['list.items.0.text']).toBe('<p>Massage</p>\n<p>Rest and calm.</p>\n');
  });

  it('stores each French section inside its English one and reads it back the same', () => {
    const { seo, sections, translations = {} } = page;
    const stored = toStored({ seo, sections, translations });
    expect(stored.sections[0]?.translations).toEqual({ fr: translations.fr?.sections?.[0] });
    expect(stored.sections[1]).not.toHaveProperty('translations');
    // read back, the French has one entry per English section (null: none)
    expect(fromStored(stored.seo, stored.sections)).toEqual({
      seo,
      sections,
      translations: { fr: { ...translations.fr, sections: [translations.fr?.sections?.[0], null] } },
    });
  });
});
