import type { MetaDescriptor } from 'react-router';
import { msg } from '#common/i18n/message.ts';
import { localisedPath } from '#common/i18n/paths.ts';
import { translate } from '#common/i18n/translate.ts';
import type { SiteSettings } from '#common/load-context.ts';
import type { Lang } from '#common/translations.ts';

/** What a page says about itself to search engines and link previews. */
export interface PageSeo {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Canonical path of the page, such as `/properties` or `/property/3` (in English or under /fr). */
  path: string;
  /** The page's language (default English): its canonical address is the path in that language. */
  lang?: Lang;
  image?: { url: string; width?: number; height?: number; alt: string };
  /** Pages that must not be listed, such as the not-found page. */
  noindex?: boolean;
}

export const defaultShareImage = {
  url: '/images/og-default.jpg',
  width: 1200,
  height: 630,
  alt: msg('Snowy peaks of the Selkirk Mountains at golden hour'),
};

/** An absolute address on the public site, for canonical links, Open Graph tags and the sitemap. */
export function absoluteUrl(site: Pick<SiteSettings, 'publicUrl'>, path: string): string {
  return new URL(path, `${site.publicUrl}/`).href;
}

/** The settings from the root loader, as every route's `meta` sees them through `matches`. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { site?: SiteSettings } | undefined;
  return root?.site;
}

/** The page's language as its routes decided it (the root's from the address, or a route's own). */
export function langFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): Lang {
  for (const match of [...matches].reverse()) {
    const lang = (match?.loaderData as { lang?: unknown } | undefined)?.lang;
    if (lang === 'en' || lang === 'fr') return lang;
  }
  return 'en';
}

/**
 * Title, description, canonical link, the page's address in each language (hreflang, with English as the
 * x-default), Open Graph and Twitter tags of a page.
 */
export function pageMeta(site: SiteSettings | undefined, page: PageSeo): MetaDescriptor[] {
  const lang = page.lang ?? 'en';
  const brand = site?.name ?? 'Selkirk Stays';
  const title = page.title.includes(brand) ? page.title : `${page.title} | ${brand}`;
  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: page.description }];
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (!site) return tags;
  const url = absoluteUrl(site, localisedPath(page.path, lang));
  const image = page.image ?? { ...defaultShareImage, alt: translate(lang, defaultShareImage.alt) };
  tags.push({ tagName: 'link', rel: 'canonical', href: url });
  if (!page.noindex) {
    const english = absoluteUrl(site, localisedPath(page.path, 'en'));
    tags.push(
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-CA', href: english },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'fr-CA',
        href: absoluteUrl(site, localisedPath(page.path, 'fr')),
      },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english },
    );
  }
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: lang === 'fr' ? 'fr_CA' : 'en_CA' },
    { property: 'og:locale:alternate', content: lang === 'fr' ? 'en_CA' : 'fr_CA' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(site, image.url) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: absoluteUrl(site, image.url) },
  );
  if (image.width && image.height) {
    tags.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    );
  }
  return tags;
}

/** Shortens text to a meta description (about 155 characters), cutting at a word. */
export function summarize(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}
