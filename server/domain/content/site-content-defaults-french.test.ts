import { describe, expect, it } from 'vitest';
import {
  frenchSectionSchemas,
  pageContentSchema,
  pageSlugs,
  pageTranslationsSchema,
} from '#common/site-content.ts';
import type { Config } from '../../config.ts';
import { defaultFrench, defaultPages } from './site-content-defaults.ts';
import { localisePage } from './site-content-french.ts';
import { splitLegal } from './site-content-render.ts';
import { fillPlaceholders } from './site-content-seed.ts';

const site = {
  name: 'Selkirk Stays',
  town: 'Revelstoke',
  phone: '+1 250-555-0142',
  email: 'stay@selkirkstays.example',
  address: '301 Victoria Road, Revelstoke, BC V0E 2S0',
} as Config['site'];

/** Texts written the same in both languages: people's first names and the names of businesses. */
const properNouns = new Set([
  'Maren',
  'Jonah',
  'Priya',
  'Callum',
  'Aiko',
  'Theo',
  'Riverside Massage Therapy',
  'Summit Trail Guides',
  'Woodstove Coffee Co.',
  'Revelstoke Mountain Resort',
  'Avalanche Canada',
]);

/** Keys that are not read as text (site-content-french.ts keeps them English). */
const notText = new Set(['kind', 'id', 'href', 'url', 'key', 'effective_date']);

/** Every English text of a page beside its French at the same place (undefined where there is none). */
function pairs(english: unknown, french: unknown, path: string): [string, string, unknown][] {
  if (typeof english === 'string') return [[path, english, french]];
  if (Array.isArray(english)) {
    const items = Array.isArray(french) ? french : [];
    return english.flatMap((item, i) => pairs(item, items[i], `${path}.${i}`));
  }
  if (english && typeof english === 'object') {
    const from = (french && typeof french === 'object' ? french : {}) as Record<string, unknown>;
    return Object.entries(english)
      .filter(([key]) => !notText.has(key))
      .flatMap(([key, value]) => pairs(value, from[key], `${path}.${key}`));
  }
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

/** Issue 28: every seeded brochure page reads in French, whole, within the rules staff's French follows. */
describe('the seeded French of the brochure pages', () => {
  const pages = defaultPages();

  it.each(pageSlugs)('%s: passes the content schemas, one French section per English one', (slug) => {
    const french = defaultFrench[slug];
    expect(pageTranslationsSchema.parse(french)).toEqual(french);
    const sections = french.fr?.sections ?? [];
    expect(sections).toHaveLength(pages[slug].sections.length);
    for (const [i, section] of pages[slug].sections.entries()) {
      const checked = frenchSectionSchemas[section.kind].safeParse(sections[i]);
      expect(checked.success, `${slug} section ${i}: ${checked.error?.message}`).toBe(true);
    }
    const content = pageContentSchema.parse(fillPlaceholders({ ...pages[slug], translations: french }, site));
    expect(content.translations).toEqual(fillPlaceholders(french, site));
  });

  it.each(pageSlugs)(
    '%s: has the French of every text, the same as the English only for proper nouns',
    (slug) => {
      const { seo, sections } = pages[slug];
      const french = defaultFrench[slug].fr;
      const all = [
        ...pairs(seo, french?.seo, 'seo'),
        ...sections.flatMap((section, i) => pairs(section, french?.sections?.[i], section.id)),
      ];
      const missing = all
        .filter(([, , fr]) => typeof fr !== 'string' || fr.trim() === '')
        .map(([path]) => path);
      expect(missing).toEqual([]);
      const same = all.filter(([, en, fr]) => en === fr && !properNouns.has(en)).map(([path]) => path);
      expect(same).toEqual([]);
      for (const [path, en, fr] of all) {
        expect(placeholders(String(fr)), path).toEqual(placeholders(en));
        // a link inside French Markdown goes to the French page
        expect(String(fr), path).not.toMatch(/\]\(\/(?!fr\/)/);
      }

      // and the page as a French reader gets it names nothing left in English
      const content = pageContentSchema.parse(
        fillPlaceholders({ ...pages[slug], translations: defaultFrench[slug] }, site),
      );
      const page = localisePage(
        { slug, revision: 1, published_at: '2026-01-01T00:00:00.000Z', ...content },
        'fr',
      );
      expect(page.untranslated).toEqual([]);
    },
  );

  it('writes the legal texts part for part, with the English parts’ anchors', () => {
    for (const slug of ['privacy-policy', 'terms-and-conditions'] as const) {
      const english = pages[slug].sections.find((s) => s.kind === 'legal');
      const index = pages[slug].sections.findIndex((s) => s.kind === 'legal');
      const french = defaultFrench[slug].fr?.sections?.[index] as { body: string };
      if (english?.kind !== 'legal') throw new Error(`${slug} has no legal text`);
      const ids = (body: string) => splitLegal(body).parts.map((p) => p.id);
      expect(ids(french.body)).toEqual(ids(english.body));
    }
  });
});
