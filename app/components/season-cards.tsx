import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { prefersReducedMotion } from '../lib/motion.ts';
import { type SceneName, sceneImage } from '../lib/scenes.ts';
import { ArrowRightIcon } from './icons.tsx';

export interface Season {
  id: 'winter' | 'food' | 'events' | 'summer';
  label: string;
  heading: string;
  blurb: string;
  scene: SceneName;
}

/** The four cards of the home page (SPEC.md section 2), in the spec's order. */
export const seasons: Season[] = [
  {
    id: 'winter',
    label: 'Winter',
    heading: 'Deep powder days, fireside nights',
    blurb: 'The most vertical in North America at Revelstoke Mountain Resort, and cat-skiing beyond it.',
    scene: 'season-winter',
  },
  {
    id: 'food',
    label: 'Food & drink',
    heading: 'Flat whites, craft beer and long dinners',
    blurb: 'Mackenzie Avenue cafés, bakeries that sell out by ten and patios that catch the evening sun.',
    scene: 'season-food',
  },
  {
    id: 'events',
    label: 'Events',
    heading: 'Street Fest, live music and festivals',
    blurb: 'Summer evenings in Grizzly Plaza, winter carnival weekends and markets all year.',
    scene: 'season-events',
  },
  {
    id: 'summer',
    label: 'Summer',
    heading: 'Alpine meadows, rivers and lakes',
    blurb: 'Wildflowers on Mt. Revelstoke, Begbie Falls, the Columbia and the Arrow Lakes.',
    scene: 'season-summer',
  },
];

/**
 * A full-bleed band whose background and big heading follow the card under the pointer or keyboard focus.
 * With background videos configured (`videos`, in the cards' order) they play muted in a loop, unless the
 * visitor asked for reduced motion; otherwise the painted scenes are used.
 */
export function SeasonCards({ videos = [] }: { videos?: string[] }) {
  const [active, setActive] = useState<Season['id']>('winter');
  const [motionOk, setMotionOk] = useState(false);
  useEffect(() => setMotionOk(!prefersReducedMotion()), []);
  const current = seasons.find((s) => s.id === active) ?? seasons[0]!;

  return (
    <section
      aria-labelledby="seasons-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {seasons.map((season, i) => {
        const image = sceneImage(season.scene);
        const visible = season.id === active;
        // only the card in front plays; the others show their still
        const video = motionOk && visible ? videos[i] : undefined;
        const className = `absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-700 ${
          visible ? 'opacity-100' : 'opacity-0'
        }`;
        return video ? (
          <div key={season.id} aria-hidden="true" data-season-media={season.id} className={className}>
            <video
              className="h-full w-full object-cover"
              src={video}
              poster={image.src}
              muted
              loop
              playsInline
              autoPlay
              preload="none"
            />
          </div>
        ) : (
          <img
            key={season.id}
            data-season-media={season.id}
            className={className}
            src={image.src}
            srcSet={image.srcSet}
            sizes="100vw"
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        );
      })}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-900/75 to-brand-900/40"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <h2
          id="seasons-heading"
          className="text-sm font-semibold tracking-[0.2em] text-alpenglow-100 uppercase font-sans"
        >
          Live the local life
        </h2>
        <p
          className="mt-4 max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-5xl"
          data-testid="season-heading"
        >
          {current.heading}
        </p>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {seasons.map((season) => (
            <li key={season.id}>
              <Link
                to={`/revylife#${season.id}`}
                onMouseEnter={() => setActive(season.id)}
                onFocus={() => setActive(season.id)}
                data-active={season.id === active}
                className="group flex h-full min-h-40 flex-col rounded-2xl border border-white/25 bg-brand-950/45 p-4 backdrop-blur-sm transition-colors hover:border-alpenglow-100 hover:bg-brand-950/70 data-[active=true]:border-alpenglow-100 data-[active=true]:bg-brand-950/70 sm:p-6"
              >
                <span className="font-display text-2xl font-semibold">{season.label}</span>
                <span className="mt-2 hidden text-sm leading-relaxed text-brand-100 sm:block">
                  {season.blurb}
                </span>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-alpenglow-100">
                  Explore{' '}
                  <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
