import type { WelcomeAmenity } from '#common/welcome.ts';
import { EnlargeableImage } from './enlargeable-image.tsx';
import { Paragraphs, Section, useStaffTextLang } from './section.tsx';
import { PrintedVideoLink, VideoEmbed } from './video-embed.tsx';

export function AmenitiesSection({ amenities }: { amenities: readonly WelcomeAmenity[] }) {
  return (
    <Section id="amenities">
      <div className="grid gap-8 pt-1 md:grid-cols-2">
        {amenities.map((amenity, position) => (
          <AmenityCard key={amenity.key} amenity={amenity} position={position} />
        ))}
      </div>
    </Section>
  );
}

/** `position`: the block's place in the English order, which names its French (`amenities.{position}.name`). */
function AmenityCard({ amenity, position }: { amenity: WelcomeAmenity; position: number }) {
  const nameLang = useStaffTextLang(`amenities.${position}.name`);
  return (
    <article aria-labelledby={`amenity-${amenity.key}`} className="space-y-3 break-inside-avoid">
      <h3 id={`amenity-${amenity.key}`} lang={nameLang} className="text-xl font-semibold">
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
      <Paragraphs text={amenity.description} field={`amenities.${position}.description`} />
      <VideoEmbed link={amenity.videoLink} title={amenity.name} />
      <PrintedVideoLink link={amenity.videoLink} />
    </article>
  );
}
