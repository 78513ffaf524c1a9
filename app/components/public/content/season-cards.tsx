import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SectionOf } from '#common/site-content.ts';
import { prefersReducedMotion } from '../../../lib/browser/motion.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { ArrowRightIcon } from '../site/icons.tsx';
import { type PageContent, splitTagline } from './content.tsx';
import { ContentPicture } from './content-picture.tsx';

/** A card's name for its background (`winter` of /revylife#winter), else its place. */
const mediaName = (href: string | undefined, index: number) => href?.split('#')[1] || String(index);

/**
 * The home page's season cards (docs/spec.md section 2: winter, food, events, summer, from the `seasons`
 * cards of the content): a full-bleed band whose background and big heading (the card's tagline) follow
 * the card under the pointer or keyboard focus. With background videos configured (`videos`, in the cards'
 * order) they play muted in a loop, unless the visitor asked for reduced motion; otherwise the cards'
 * pictures are used. The pictures are the band's backdrop, repeated by the cards' words: no alt text.
 */
export function SeasonCards({
  section,
  content,
  videos = [],
}: {
  section: SectionOf<'cards'>;
  content: PageContent;
  videos?: string[];
}) {
  const { path } = useTexts();
  const [active, setActive] = useState(0);
  const [motionOk, setMotionOk] = useState(false);
  useEffect(() => setMotionOk(!prefersReducedMotion()), []);
  const cards = section.items.map((item, i) => ({
    item,
    media: mediaName(item.link?.href, i),
    image: content.image(`${section.id}.items.${i}.image`),
    ...splitTagline(content.html(`${section.id}.items.${i}.text`)),
  }));
  const current = cards[active] ?? cards[0];

  return (
    <section
      aria-labelledby={`${section.id}-heading`}
      className="render-when-near relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {cards.map(({ media, image }, i) => {
        const visible = i === active;
        // only the card in front plays; the others show their still
        const video = motionOk && visible ? videos[i] : undefined;
        const className = `absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-700 ${
          visible ? 'opacity-100' : 'opacity-0'
        }`;
        if (video) {
          return (
            <div key={media} aria-hidden="true" data-season-media={media} className={className}>
              <video
                className="h-full w-full object-cover"
                src={video}
                poster={image?.src}
                muted
                loop
                playsInline
                autoPlay
                preload="none"
              />
            </div>
          );
        }
        return image ? (
          <ContentPicture
            key={media}
            data-season-media={media}
            className={className}
            image={image}
            sizes="100vw"
            alt=""
          />
        ) : null;
      })}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-900/75 to-brand-900/40"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <h2
          id={`${section.id}-heading`}
          className="text-sm font-semibold tracking-[0.2em] text-alpenglow-100 uppercase font-sans"
        >
          {section.heading}
        </h2>
        {current ? (
          <p
            className="mt-4 max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-5xl"
            data-testid="season-heading"
          >
            {current.tagline ? <Markdown as="span" html={current.tagline} /> : current.item.title}
          </p>
        ) : null}
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {cards.map(({ item, media, body }, i) => {
            const face = (
              <>
                <span className="font-display text-2xl font-semibold">{item.title}</span>
                <Markdown
                  className="mt-2 hidden text-sm leading-relaxed text-brand-100 sm:block"
                  html={body}
                />
                {item.link ? (
                  <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-alpenglow-100">
                    {item.link.label}{' '}
                    <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-1" />
                  </span>
                ) : null}
              </>
            );
            const className =
              'group flex h-full min-h-40 flex-col rounded-2xl border border-white/25 bg-brand-950/45 p-4 backdrop-blur-sm transition-colors hover:border-alpenglow-100 hover:bg-brand-950/70 data-[active=true]:border-alpenglow-100 data-[active=true]:bg-brand-950/70 sm:p-6';
            return (
              <li key={item.title + media}>
                {item.link ? (
                  <Link
                    to={item.link.href.startsWith('/') ? path(item.link.href) : item.link.href}
                    onMouseEnter={() => setActive(i)}
                    onFocus={() => setActive(i)}
                    data-active={i === active}
                    className={className}
                  >
                    {face}
                  </Link>
                ) : (
                  <div data-active={i === active} className={className}>
                    {face}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
