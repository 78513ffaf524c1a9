import type { WelcomeAmenity } from '#common/welcome.ts';
import { EnlargeableImage } from './enlargeable-image.tsx';
import { Paragraphs, Section } from './section.tsx';
import { PrintedVideoLink, VideoEmbed } from './video-embed.tsx';

export function AmenitiesSection({ amenities }: { amenities: readonly WelcomeAmenity[] }) {
  return (
    <Section id="amenities">
      <div className="grid gap-8 pt-1 md:grid-cols-2">
        {amenities.map((amenity) => (
          <AmenityCard key={amenity.key} amenity={amenity} />
        ))}
      </div>
    </Section>
  );
}

function AmenityCard({ amenity }: { amenity: WelcomeAmenity }) {
  return (
    <article aria-labelledby={`amenity-${amenity.key}`} className="space-y-3 break-inside-avoid">
      <h3 id={`amenity-${amenity.key}`} className="text-xl font-semibold">
        {amenity.name}
      </h3>
      {amenity.image ? (
        <EnlargeableImage
          image={amenity.image}
          alt={amenity.name}
          title={amenity.name}
          sizes="(min-width: 64rem) 28rem, (min-width: 48rem) 45vw, 100vw"
          className="max-w-[560px] print:max-w-64"
        />
      ) : null}
      <Paragraphs text={amenity.description} />
      <VideoEmbed link={amenity.videoLink} title={amenity.name} />
      <PrintedVideoLink link={amenity.videoLink} />
    </article>
  );
}
