import type { Welcome } from '#common/welcome.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { EnlargeableImage } from './enlargeable-image.tsx';
import { Paragraphs, Section } from './section.tsx';

export function ShuttleSection({ shuttle }: { shuttle: Welcome['shuttle'] }) {
  const { t } = useTexts();
  const count = shuttle.images.length;
  return (
    <Section id="shuttle">
      <Paragraphs text={shuttle.description} field="shuttle_description" />
      {count > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shuttle.images.map((image, index) => (
            <li key={image.id}>
              <EnlargeableImage
                image={image}
                alt={
                  count > 1
                    ? t('Shuttle, picture {number} of {count}', { number: index + 1, count })
                    : t('Shuttle')
                }
                title={t('Shuttle')}
                sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 30vw, 50vw"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
