import { type ReactNode, useEffect, useState } from 'react';
import type { ResolvedImage } from '#common/site-content.ts';
import { prefersReducedMotion } from '../../../lib/browser/motion.ts';
import { heroSizes, type SceneName, sceneImage } from '../../../lib/site/scenes.ts';

interface PageHeroProps {
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  scene?: SceneName;
  /** a content image (issue 12) instead of a painted scene */
  image?: ResolvedImage;
  /** Text and buttons under the title. */
  children?: ReactNode;
  /** The home page's hero fills most of the screen; other pages get a shorter band. */
  size?: 'tall' | 'medium' | 'short';
  /** Leaves room at the bottom for a panel that overlaps the hero, such as the listing filters. */
  overlapped?: boolean;
  /** A muted background video over the still, when configured and the visitor does not ask for less motion. */
  video?: string;
}

const heights = {
  tall: 'min-h-[88svh] md:min-h-[92vh]',
  medium: 'min-h-[58svh] md:min-h-[62vh]',
  short: 'min-h-[42svh] md:min-h-[46vh]',
};

/**
 * The dark photographic band every public page opens with: a mountain scene under a brand-900 gradient
 * (white text stays readable on any part of the picture), the page's h1 at the bottom.
 */
export function PageHero({
  title,
  eyebrow,
  scene,
  image: contentImage,
  children,
  size = 'medium',
  overlapped = false,
  video,
}: PageHeroProps) {
  const image = contentImage ?? sceneImage(scene ?? 'hero-winter');
  const [motionOk, setMotionOk] = useState(false);
  useEffect(() => setMotionOk(!prefersReducedMotion()), []);
  return (
    <section
      className={`relative isolate flex items-end overflow-hidden bg-brand-900 text-white ${heights[size]}`}
    >
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={heroSizes}
        width={image.width}
        height={image.height}
        alt={contentImage?.alt ?? ''}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      {video && motionOk ? (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <video
            className="h-full w-full object-cover"
            src={video}
            poster={image.src}
            muted
            loop
            playsInline
            autoPlay
          />
        </div>
      ) : null}
      <div aria-hidden="true" className="hero-shade absolute inset-0 -z-10" />
      <div
        className={`mx-auto w-full max-w-7xl px-4 pt-32 sm:px-6 lg:px-8 ${overlapped ? 'pb-36 sm:pb-40' : 'pb-12 sm:pb-16 lg:pb-20'}`}
      >
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.2em] text-alpenglow-100 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-4xl font-display text-4xl leading-[1.05] font-semibold tracking-tight text-white sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-50">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
