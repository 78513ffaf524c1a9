import { beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths } from '#app/lib/site/public-pages.ts';
import { localisedPath } from '#common/i18n/paths.ts';
import type { Property } from '#common/property.ts';
import { openPage } from './public-helpers.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

/**
 * Issue 28: every public page exists in English and in French, and says so to search engines: `<html lang>`,
 * a canonical address in the page's language, the hreflang pair with English as the x-default, and both
 * languages in the sitemap. English pages read exactly as before.
 */
let propertyPath = '';

beforeAll(async () => {
  const all = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as Property[];
  expect(all.length).toBeGreaterThan(0);
  propertyPath = `/property/${all[0]!.id}`;
});

const pagePaths = () => [...publicPagePaths, propertyPath];
const absolute = (path: string) => new URL(path, `${baseUrl()}/`).href;

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { res, text: await res.text() };
};

/** The attributes of every `<link>` of the page's head, by name (lower case, as HTML has them). */
function headLinks(text: string): Record<string, string>[] {
  const head = text.slice(0, text.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [
        a[1]!.toLowerCase(),
        a[2]!.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

describe('French pages for search engines', () => {
  it.each(['en', 'fr'] as const)(
    'gives every public page in %s its language, canonical and hreflang',
    async (lang) => {
      for (const english of pagePaths()) {
        const path = localisedPath(english, lang);
        const { res, text } = await html(path);
        expect(res.status, path).toBe(200);
        expect(text, path).toMatch(new RegExp(`<html lang="${lang === 'fr' ? 'fr-CA' : 'en-CA'}"`));
        const links = headLinks(text);
        const canonical = links.filter((link) => link.rel === 'canonical').map((link) => link.href);
        expect(canonical, path).toEqual([absolute(path)]);
        const alternates = Object.fromEntries(
          links.filter((link) => link.rel === 'alternate').map((link) => [link.hreflang, link.href]),
        );
        expect(alternates, path).toEqual({
          'en-CA': absolute(english),
          'fr-CA': absolute(localisedPath(english, 'fr')),
          'x-default': absolute(english),
        });
      }
    },
  );

  it('lists both languages of every page in the sitemap, each with its alternates', async () => {
    const { text } = await html('/sitemap.xml');
    const entries = [...text.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      alternates: Object.fromEntries(
        [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
          a[1],
          a[2],
        ]),
      ),
    }));
    for (const english of pagePaths()) {
      const alternates = {
        'en-CA': absolute(english),
        'fr-CA': absolute(localisedPath(english, 'fr')),
        'x-default': absolute(english),
      };
      for (const lang of ['en', 'fr'] as const) {
        const loc = absolute(localisedPath(english, lang));
        expect(entries.find((entry) => entry.loc === loc)?.alternates, loc).toEqual(alternates);
      }
    }
  });

  it('keeps the English pages word for word, and writes the French ones in French', async () => {
    const english = await html('/');
    expect(english.text).toContain('>Your home base in the Selkirk Mountains</h1>');
    // the menu's page links (the active one has aria-current before its class)
    const menu = (text: string) =>
      [
        ...text
          .slice(text.indexOf('id="site-menu"'))
          .matchAll(
            /<a [^>]*class="inline-flex min-h-11 items-center rounded-lg py-1[^"]*"[^>]*>(.*?)<\/a>/g,
          ),
      ].map((m) => textOf(m[1]!));
    expect(menu(english.text)).toEqual([
      'Home',
      'Accommodations',
      'Live the local life',
      'About Us',
      'Partners',
      'Guest Services',
      'Homeowner Benefits',
      'Contact',
    ]);
    for (const fixed of [
      '>Skip to content</a>',
      'Welcome to Selkirk Stays: warming up your mountain getaway…',
      '>Visit or call</h2>',
      '>Good to know</h2>',
      'All rights reserved.',
      'aria-label="Open menu"',
      '>First Name</label>',
      '>Enter Message Here</label>',
    ]) {
      expect(english.text).toContain(fixed);
    }
    expect(english.text).toMatch(/<a href="\/fr" lang="fr-CA" hrefLang="fr-CA"[^>]*>Français<\/a>/);

    const french = await html('/fr');
    expect(menu(french.text)).toEqual([
      'Accueil',
      'Hébergements',
      'Vivre comme un local',
      'À propos',
      'Partenaires',
      'Services aux invités',
      'Avantages pour les propriétaires',
      'Contact',
    ]);
    expect(french.text).toContain('href="/fr/about"');
    expect(french.text).toContain('>Aller au contenu</a>');
    expect(french.text).toContain('>Prénom</label>');
    expect(french.text).toMatch(/<a href="\/" lang="en-CA" hrefLang="en-CA"[^>]*>English<\/a>/);
  });

  it('answers a missing French page with the French not-found page', async () => {
    const { res, text } = await html('/fr/no-such-page');
    expect(res.status).toBe(404);
    expect(text).toContain('<html lang="fr-CA"');
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/.exec(text)?.[1] ?? '')).toBe(
      "Oups... La page que vous cherchez n'existe pas.",
    );
  });
});

describe('the language switch and the French suggestion in the browser', () => {
  const browser = useBrowser();

  it('suggests French to a French browser, switches on the same page and query, and stays dismissed', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone');
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['fr-CA', 'en-CA'] });
    });
    await page.goto('/properties?guests=2');
    const bar = page.getByTestId('french-suggestion');
    await expect.poll(() => bar.textContent()).toContain('Ce site est aussi offert en français.');
    await bar.getByRole('link', { name: 'Voir en français' }).click();
    await page.waitForURL('**/fr/properties?guests=2');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(await page.getByTestId('french-suggestion').count()).toBe(0);

    // the footer's switch goes back to the same page in English
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/properties?guests=2');
    expect(new URL(page.url()).pathname).toBe('/properties');
    await page.getByTestId('french-suggestion').getByRole('button', { name: 'Fermer' }).click();
    await page.goto('/about');
    // the bar is decided in an effect after hydration and its code is fetched lazily: wait for both to
    // have had their chance (hydrated, then no request in flight) before asserting it is absent
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('french-suggestion').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
