import { type Place, type PlaceCategory, placeCategories, placeCategoryIds } from '#common/place.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { telHref } from '../../lib/welcome/contact-links.ts';
import { Section } from './section.tsx';
import { MapsLink } from './stay-sections.tsx';

/** The places of a category, in the property's order; categories in the guide's order, empty ones left out. */
export function placesByCategory(places: readonly Place[]): [PlaceCategory, Place[]][] {
  return placeCategoryIds.flatMap((category) => {
    const inCategory = places.filter((p) => p.category === category);
    return inCategory.length > 0 ? [[category, inCategory] as [PlaceCategory, Place[]]] : [];
  });
}

/** The host's local recommendations, by category, each with "Open in Maps"; part of the offline copy. */
export function PlacesSection({ places }: { places: readonly Place[] }) {
  const { t } = useTexts();
  return (
    <Section id="places">
      <div className="space-y-6">
        {placesByCategory(places).map(([category, list]) => (
          <section key={category} aria-labelledby={`places-${category}`} className="space-y-3">
            <h3 id={`places-${category}`} className="text-xl font-semibold">
              {t(placeCategories[category])}
            </h3>
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((place) => (
                <PlaceCard key={place.id} place={place} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}

function PlaceCard({ place }: { place: Place }) {
  const { t, lang } = useTexts();
  const english = new Set(lang === 'en' ? [] : (place.untranslated ?? []));
  const website = place.website.trim();
  const phone = place.phone.trim();
  return (
    <li
      data-place={place.id}
      className="flex gap-4 rounded-xl border border-slate-200 p-4 break-inside-avoid"
    >
      {place.image ? (
        <img
          src={place.image.url}
          srcSet={place.image.srcset}
          sizes="6rem"
          width={place.image.width}
          height={place.image.height}
          alt={place.image.alt}
          loading="lazy"
          className="size-24 shrink-0 rounded-lg object-cover print:hidden"
        />
      ) : null}
      <div className="min-w-0 space-y-1.5">
        <h4 lang={english.has('name') ? 'en' : undefined} className="text-lg font-semibold text-brand-950">
          {place.name}
        </h4>
        {place.note.trim() ? (
          <p lang={english.has('note') ? 'en' : undefined} className="whitespace-pre-line">
            {place.note.trim()}
          </p>
        ) : null}
        {place.address.trim() ? <p className="text-sm text-slate-700">{place.address.trim()}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
          {place.map_url ? <MapsLink href={place.map_url} what={place.name} /> : null}
          {phone ? (
            <a href={telHref(phone)} className="font-semibold text-brand-900 underline">
              {phone}
            </a>
          ) : null}
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-900 underline print:hidden"
            >
              {t('Website')}
              <span className="sr-only"> {t('of {name}', { name: place.name })}</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}
