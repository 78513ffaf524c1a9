import { useTexts } from '../../lib/site/language.tsx';
import { Section } from './section.tsx';

/** A pointer to the local-life page (a plain link: it leaves the welcome pages for the public site). */
export function LocalLifeSection({ town }: { town: string }) {
  const { t, path } = useTexts();
  return (
    <Section id="local-life">
      <p>
        {t('Ski and ride, hike and bike, eat well and catch what is on: our guide to {town} has it all.', {
          town,
        })}
      </p>
      <p>
        <a href={path('/revylife')} className="btn-outline print:hidden">
          {t('Explore {town}', { town })}
        </a>
      </p>
    </Section>
  );
}
