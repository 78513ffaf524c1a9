import MarkdownIt from 'markdown-it';
import { isSafeHref, isSafeImageUrl } from '#common/site-content.ts';

/**
 * Markdown of site content, rendered to HTML on the server (docs/decisions/0019). markdown-it with raw
 * HTML off (`<script>`, `<style>`, `<iframe>`, on* attributes are shown as text, never as markup), no
 * typographer surprises, and one link rule for both links and images: links may go to http(s), mailto:,
 * tel: or a path of this site; images to http(s) or a path of this site (never data:). A link or image
 * that breaks the rule is left as its text. Every external link opens with rel="noopener noreferrer".
 */
const md = new MarkdownIt('commonmark', { html: false, linkify: false, breaks: false });

md.validateLink = (url: string) => isSafeHref(url) || isSafeImageUrl(url);

const defaultImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (!isSafeImageUrl(token.attrGet('src') ?? '')) return md.utils.escapeHtml(token.content);
  token.attrSet('loading', 'lazy');
  return defaultImage
    ? defaultImage(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const href = token.attrGet('href') ?? '';
  if (/^https?:/i.test(href)) token.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

/** The HTML of a Markdown text (block level: paragraphs, lists, headings). */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The HTML of a one-line Markdown text (no wrapping paragraph): emphasis and links only. */
export function renderMarkdownInline(source: string): string {
  return md.renderInline(source);
}
