import { telHref } from '../../../lib/format/phone.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { MailIcon, PhoneIcon, PinIcon } from '../site/icons.tsx';

/** Email, phone and office address, as listed beside the contact form. */
export function ContactDetails({ site }: { site: { phone: string; email: string; address: string } }) {
  const { t } = useTexts();
  const item = 'flex items-start gap-3';
  const icon = 'grid size-10 shrink-0 place-items-center rounded-full bg-alpenglow-100 text-alpenglow-700';
  return (
    <ul className="grid gap-5">
      <li className={item}>
        <span className={icon}>
          <MailIcon />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-600">{t('Email')}</p>
          <a
            href={`mailto:${site.email}`}
            className="font-medium break-all text-brand-900 underline-offset-4 hover:underline"
          >
            {site.email}
          </a>
        </div>
      </li>
      <li className={item}>
        <span className={icon}>
          <PhoneIcon />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-600">{t('Phone')}</p>
          <a
            href={telHref(site.phone)}
            className="font-medium text-brand-900 underline-offset-4 hover:underline"
          >
            {site.phone}
          </a>
        </div>
      </li>
      <li className={item}>
        <span className={icon}>
          <PinIcon />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-600">{t('Office')}</p>
          <address className="font-medium text-brand-900 not-italic">{site.address}</address>
        </div>
      </li>
    </ul>
  );
}
