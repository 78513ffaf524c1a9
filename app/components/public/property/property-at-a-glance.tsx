import type { Property } from '#common/property.ts';
import { formatWholeNumber } from '../../../lib/format/whole-number.ts';
import { decimalCount } from '../../../lib/listings/property-facts.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { BathIcon, BedIcon, GuestsIcon, MoonIcon, RulerIcon } from '../site/icons.tsx';

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
      <RegistrationLine property={property} />
    </section>
  );
}

/**
 * British Columbia's rules (issue 40, item 6): a listing shows the provincial short-term rental registration
 * number and the local business licence number. One small line under the facts, with what the home has.
 */
function RegistrationLine({ property }: { property: Property }) {
  const { t } = useTexts();
  const numbers = [
    property.registration_number
      ? { key: 'registration', label: t('Provincial registration'), value: property.registration_number }
      : null,
    property.business_licence
      ? { key: 'licence', label: t('Business licence'), value: property.business_licence }
      : null,
  ].filter((n) => n !== null);
  if (numbers.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="registration">
      <span className="font-semibold">{t('Registration')}</span>
      {numbers.map((n) => (
        <span key={n.key} data-testid={`registration-${n.key}`}>
          {' · '}
          {n.label} <span className="font-semibold text-brand-900">{n.value}</span>
        </span>
      ))}
    </p>
  );
}
