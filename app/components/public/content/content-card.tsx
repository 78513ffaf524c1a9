import type { ResolvedImage } from '#common/site-content.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContentLink } from './content.tsx';
import { ContentPicture } from './content-picture.tsx';

interface ContentCardProps {
  image: ResolvedImage | undefined;
  /** How wide the card is drawn (its grid column), for the browser to pick a picture variant. */
  imageSizes: string;
  /** The picture's crop, as a Tailwind aspect class. */
  imageAspect: 'aspect-[16/9]' | 'aspect-[16/10]';
  /** A short line above the title (rich text, one paragraph). */
  taglineHtml?: string;
  title: string;
  html: string | undefined;
  link: { label: string; href: string } | undefined;
  /** `dark` on a tinted band, `outline` on the page's background. */
  linkStyle: 'dark' | 'outline';
}

/** A card of site content (a home-page service, a partner): picture, optional tagline, title, text, link. */
export function ContentCard({
  image,
  imageSizes,
  imageAspect,
  taglineHtml,
  title,
  html,
  link,
  linkStyle,
}: ContentCardProps) {
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      {image ? (
        <ContentPicture image={image} sizes={imageSizes} className={`${imageAspect} w-full object-cover`} />
      ) : null}
      <div className="flex flex-1 flex-col p-6 xl:p-8">
        {taglineHtml ? (
          <Markdown
            as="p"
            className="mb-2 text-sm font-semibold tracking-widest text-alpenglow-700 uppercase"
            html={taglineHtml}
          />
        ) : null}
        <h3 className="text-2xl font-semibold">{title}</h3>
        <Markdown className="mt-3 leading-relaxed text-slate-700" html={html} />
        {link ? (
          <ContentLink
            href={link.href}
            className={`${linkStyle === 'dark' ? 'btn-dark' : 'btn-outline'} mt-6 self-start`}
          >
            {link.label}
          </ContentLink>
        ) : null}
      </div>
    </article>
  );
}
