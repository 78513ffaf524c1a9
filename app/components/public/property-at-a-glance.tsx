import type { Property } from '#common/property.ts';
import { useTexts } from '../../lib/language.tsx';
import { decimalCount } from '../../lib/property-facts.ts';
import { formatWholeNumber } from '../../lib/whole-number.ts';
import { BathIcon, BedIcon, GuestsIcon, MoonIcon, RulerIcon } from './icons.tsx';

/** "The home at a glance": its rooms, size, guests and minimum stay, each with its icon. */
export function PropertyAtAGlance({ property }: { property: Property }) {
  const { t, lang } = useTexts();
  const facts = [
    { key: 'bedrooms', label: t('Bedrooms'), value: property.bedrooms, icon: <BedIcon /> },
    { key: 'beds', label: t('Beds'), value: property.beds, icon: <BedIcon /> },
    {
      key: 'bathrooms',
      label: t('Bathrooms'),
      value: decimalCount(property.bathrooms, lang),
      icon: <BathIcon />,
    },
    { key: 'sqft', label: t('Sq Ft'), value: formatWholeNumber(property.sqft, lang), icon: <RulerIcon /> },
    { key: 'guests', label: t('Max Guests'), value: property.max_guests, icon: <GuestsIcon /> },
    { key: 'nights', label: t('Min Nights'), value: property.minimum_nights, icon: <MoonIcon /> },
  ];
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="sr-only">
        {t('The home at a glance')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="info-grid">
        {facts.map((fact) => (
          <div
            key={fact.key}
            className="relative flex flex-col-reverse rounded-2xl bg-white py-4 pr-4 pl-13 shadow-sm ring-1 ring-stone"
          >
            <dt className="text-sm text-slate-600">
              <span className="absolute top-1/2 left-4 -translate-y-1/2 text-alpenglow-700">{fact.icon}</span>
              {fact.label}
            </dt>
            <dd className="text-xl font-semibold text-brand-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
