import type { Welcome } from '#common/welcome.ts';
import { EnlargeableImage } from './enlargeable-image.tsx';
import { Paragraphs, Section } from './section.tsx';

export function ShuttleSection({ shuttle }: { shuttle: Welcome['shuttle'] }) {
  const count = shuttle.images.length;
  return (
    <Section id="shuttle">
      <Paragraphs text={shuttle.description} />
      {count > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shuttle.images.map((image, index) => (
            <li key={image.id}>
              <EnlargeableImage
                image={image}
                alt={count > 1 ? `Shuttle, picture ${index + 1} of ${count}` : 'Shuttle'}
                title="Shuttle"
                sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 30vw, 50vw"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
