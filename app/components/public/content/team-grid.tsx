import { useEffect, useRef, useState } from 'react';
import type { ResolvedImage } from '#common/site-content.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContentPicture } from './content-picture.tsx';

/** A member of a `team` section of the content, with the photo resolved and the bio rendered. */
export interface TeamMember {
  name: string;
  role: string;
  photo?: ResolvedImage;
  bio?: string;
}

/** docs/spec.md section 9: under 768 px wide, a name appears once half of its card is on screen. */
const mobileQuery = '(max-width: 767px)';
const revealAt = 0.5;

function TeamCard({ member }: { member: TeamMember }) {
  const ref = useRef<HTMLElement>(null);
  // shown until the browser says otherwise, so the names are there without JavaScript
  const [revealed, setRevealed] = useState(true);

  useEffect(() => {
    const card = ref.current;
    if (!card || !window.matchMedia(mobileQuery).matches || !('IntersectionObserver' in window)) return;
    setRevealed(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= revealAt)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: revealAt },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, []);

  return (
    <figure
      ref={ref}
      data-revealed={revealed}
      className="group relative overflow-hidden rounded-3xl bg-brand-100 shadow-lg"
    >
      {member.photo ? (
        <ContentPicture
          image={member.photo}
          sizes="(min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw"
          width={400}
          height={500}
          className="aspect-[4/5] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/5] w-full" />
      )}
      <figcaption
        className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/95 to-transparent px-5 pt-16 pb-5 text-white transition-all duration-700 ${
          revealed ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'
        }`}
      >
        <span className="block font-display text-2xl font-semibold">{member.name}</span>
        <span className="mt-0.5 block text-sm text-brand-100">{member.role}</span>
        <Markdown className="mt-2 text-sm leading-relaxed text-brand-50" html={member.bio} />
      </figcaption>
    </figure>
  );
}

/** The partners' portraits with their first names. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={member.name}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}
