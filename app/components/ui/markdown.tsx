/**
 * Markdown rendered on the server (server/domain/content/markdown.ts: raw HTML off, only safe links), so this is
 * the one place a page sets HTML: the text never comes from anywhere else.
 */
export function Markdown({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string | undefined;
  className?: string;
  /** `p` or `span` for inline HTML such as a card's tagline (see splitTagline in components/public/content/content.tsx) */
  as?: 'div' | 'p' | 'span';
}) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side Markdown, see above
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
