import type { SiteSettings } from '#common/load-context.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { telHref } from '../../lib/welcome/contact-links.ts';
import { Section } from './section.tsx';

/** 911 and the local hospital (from the site settings), both tap to call. */
export function EmergencySection({ hospital }: { hospital: SiteSettings['hospital'] }) {
  const { t } = useTexts();
  return (
    <Section id="emergency" className="border-l-4 border-red-700">
      <p>{t('For police, fire or an ambulance, call 911.')}</p>
      <p>
        <a href="tel:911" className="btn-danger print:min-h-0 print:bg-transparent print:p-0 print:font-bold">
          {t('Call 911')}
        </a>
      </p>
      <h3 className="pt-2 text-xl font-semibold">{t('Nearest hospital')}</h3>
      <address className="not-italic">
        <span className="block font-semibold">{hospital.name}</span>
        <span className="block">{hospital.address}</span>
        {hospital.phone ? (
          <a
            href={telHref(hospital.phone)}
            className="mt-1 inline-block font-semibold text-alpenglow-700 underline underline-offset-2"
          >
            <span className="sr-only">{t('Call the hospital')}: </span>
            {hospital.phone}
          </a>
        ) : null}
      </address>
    </Section>
  );
}
