import type { ReactNode } from 'react';
import type { ResolvedImage } from '#common/site-content.ts';
import { type SceneName, sceneImage } from '../../../lib/site/scenes.ts';
import { ContentPicture } from './content-picture.tsx';

interface FeatureSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  /** a painted scene, or a content image (issue 12) */
  scene?: SceneName;
  image?: ResolvedImage;
  /** Puts the picture on the right from md up (sections alternate sides). */
  reverse?: boolean;
  children: ReactNode;
}

/** A content section: a landscape picture beside a heading and text; stacked on phones. */
export function FeatureSection({
  id,
  eyebrow,
  title,
  scene,
  image: contentImage,
  reverse = false,
  children,
}: FeatureSectionProps) {
  const image = contentImage ?? (scene ? { ...sceneImage(scene), alt: '' } : null);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32">
      <div className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
        {image ? (
          <ContentPicture
            image={image}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            className={`aspect-[4/3] w-full rounded-3xl object-cover shadow-xl ${reverse ? 'md:order-2' : ''}`}
          />
        ) : null}
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.2em] text-alpenglow-700 uppercase">{eyebrow}</p>
          ) : null}
          <h2
            id={`${id}-heading`}
            className="mt-3 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <div className="copy mt-5">{children}</div>
        </div>
      </div>
    </section>
  );
}
