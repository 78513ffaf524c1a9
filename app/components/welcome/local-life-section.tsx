import { Section } from './section.tsx';

/** A pointer to the local-life page (a plain link: it leaves the welcome pages for the public site). */
export function LocalLifeSection({ town }: { town: string }) {
  return (
    <Section id="local-life">
      <p>Ski and ride, hike and bike, eat well and catch what is on: our guide to {town} has it all.</p>
      <p>
        <a href="/revylife" className="btn-outline print:hidden">
          Explore {town}
        </a>
      </p>
    </Section>
  );
}
