import type {
  ContentImage,
  LegalPart,
  PublishedPage,
  RenderedPage,
  ResolvedImage,
} from '#common/site-content.ts';
import type { Lang } from '#common/translations.ts';
import { imageUrl, storedWidths } from '../images/images.ts';
import { showsCancellationPolicy, withCancellationPolicy } from '../pricing/cancellation-policy-text.ts';
import { readCancellation } from '../pricing/rates.ts';
import type { DomainContext } from '../shared/context.ts';
import { renderMarkdown, renderMarkdownInline } from './markdown.ts';
import { findPublishedPage } from './site-content.ts';
import { localisePage } from './site-content-french.ts';

/** The painted scenes of public/images/scenes come in 480, 960 and 1600 px, 1600 × 1067 at most. */
const scenePattern = /^\/images\/scenes\/([a-z0-9-]+)-(480|960|1600)\.webp$/;

async function resolveImage(ctx: Pick<DomainContext, 'db'>, image: ContentImage): Promise<ResolvedImage> {
  if (image.key) {
    const variants = await ctx.db
      .selectFrom('image_variants')
      .select('width')
      .where('image_key', '=', image.key)
      .orderBy('width', 'desc')
      .execute();
    const largest = variants[0]?.width;
    if (largest === undefined) return { src: imageUrl(image.key, 960), alt: image.alt };
    return {
      src: imageUrl(image.key, largest),
      srcSet: storedWidths(largest)
        .map((w) => `${imageUrl(image.key!, w)} ${w}w`)
        .join(', '),
      width: largest,
      alt: image.alt,
    };
  }
  const url = image.url ?? '';
  const scene = scenePattern.exec(url);
  if (scene) {
    const at = (w: number) => `/images/scenes/${scene[1]}-${w}.webp`;
    return {
      src: at(960),
      srcSet: [480, 960, 1600].map((w) => `${at(w)} ${w}w`).join(', '),
      width: 1600,
      height: 1067,
      alt: image.alt,
    };
  }
  return { src: url, alt: image.alt };
}

const headingPattern = /^## (.+?)(?: \{#([a-z0-9-]+)\})?\s*$/;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal text: what comes before the first `## Heading` is its intro; each heading starts a part. */
export function splitLegal(body: string): { intro: string; parts: LegalPart[] } {
  const intro: string[] = [];
  const parts: { id: string; title: string; lines: string[] }[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : headingPattern.exec(line);
    if (heading) {
      const title = heading[1]!.trim();
      parts.push({ id: heading[2] ?? slugify(title), title, lines: [] });
    } else if (parts.length > 0) parts.at(-1)!.lines.push(line);
    else intro.push(line);
  }
  return {
    intro: renderMarkdown(intro.join('\n')),
    parts: parts.map((p) => ({ id: p.id, title: p.title, html: renderMarkdown(p.lines.join('\n')) })),
  };
}

/** Rendered Markdown marked as English: `lang="en"` on each block (its inline parts inherit it). */
export function markEnglish(html: string): string {
  return html.replace(/<(p|h[1-6]|ul|ol|blockquote|pre|table)>/g, '<$1 lang="en">');
}

/** Renders every Markdown field of the page and resolves every image (see RenderedPage). */
export async function renderPage(ctx: Pick<DomainContext, 'db'>, page: PublishedPage): Promise<RenderedPage> {
  const html: Record<string, string> = {};
  const images: Record<string, ResolvedImage> = {};
  const legal: RenderedPage['legal'] = {};
  // On a French page, a text still in English says so to screen readers (and to hyphenation).
  const english = new Set(page.lang === 'fr' ? page.untranslated : []);
  const inLang = (key: string, rendered: string) => (english.has(key) ? markEnglish(rendered) : rendered);
  const md = (key: string, text: string | undefined) => {
    if (text !== undefined) html[key] = inLang(key, renderMarkdown(text));
  };
  // the Terms page's cancellation policy is the setting the quotes read (issue 40)
  const policy = page.sections.some((s) => s.kind === 'legal' && showsCancellationPolicy(s.body))
    ? await readCancellation(ctx)
    : null;
  const pending: Promise<void>[] = [];
  const img = (key: string, image: ContentImage | undefined) => {
    if (!image) return;
    pending.push(
      resolveImage(ctx, image).then((resolved) => {
        images[key] = resolved;
      }),
    );
  };
  for (const section of page.sections) {
    const id = section.id;
    switch (section.kind) {
      case 'hero':
        md(`${id}.text`, section.text);
        img(`${id}.image`, section.image);
        break;
      case 'rich_text':
        md(`${id}.body`, section.body);
        img(`${id}.image`, section.image);
        break;
      case 'cards':
        md(`${id}.intro`, section.intro);
        section.items.forEach((item, i) => {
          md(`${id}.items.${i}.text`, item.text);
          img(`${id}.items.${i}.image`, item.image);
        });
        break;
      case 'team':
        md(`${id}.intro`, section.intro);
        section.members.forEach((member, i) => {
          md(`${id}.members.${i}.bio`, member.bio);
          img(`${id}.members.${i}.photo`, member.photo);
        });
        break;
      case 'links':
        md(`${id}.intro`, section.intro);
        section.links.forEach((link, i) => {
          const key = `${id}.links.${i}.description`;
          if (link.description) {
            const inline = renderMarkdownInline(link.description);
            html[key] = english.has(key) ? `<span lang="en">${inline}</span>` : inline;
          }
        });
        break;
      case 'legal': {
        const bodyLang = page.lang === 'fr' && !english.has(`${id}.body`) ? 'fr' : 'en';
        const split = splitLegal(
          policy ? withCancellationPolicy(section.body, policy, bodyLang) : section.body,
        );
        legal[id] = english.has(`${id}.body`)
          ? {
              intro: markEnglish(split.intro),
              parts: split.parts.map((part) => ({ ...part, html: markEnglish(part.html) })),
            }
          : split;
        break;
      }
    }
  }
  img('seo.share_image', page.seo.share_image);
  await Promise.all(pending);
  return { page, html, images, legal };
}

const rendered = new WeakMap<PublishedPage, Map<Lang, Promise<RenderedPage>>>();

/**
 * The published page in `lang` (French texts over the English where given, see localisePage), rendered,
 * for the public pages. The published page comes from the cache of site-content.ts; its renderings are
 * kept with it, so a page is rendered once per publish, language and node.
 */
export async function findRenderedPage(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  slug: string,
  lang: Lang = 'en',
): Promise<RenderedPage | null> {
  const page = await findPublishedPage(ctx, slug);
  if (!page) return null;
  let byLang = rendered.get(page);
  if (!byLang) {
    byLang = new Map();
    rendered.set(page, byLang);
  }
  let result = byLang.get(lang);
  if (!result) {
    result = renderPage(ctx, localisePage(page, lang));
    byLang.set(lang, result);
    const forget = byLang;
    result.catch(() => forget.delete(lang));
  }
  return result;
}
