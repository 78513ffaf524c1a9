import { Link } from 'react-router';
import type { SiteSettings } from '#common/load-context.ts';
import { telHref } from '../../../lib/format/phone.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { isPrivatePath } from '../../../lib/site/public-pages.ts';
import { footerLinks } from '../../../lib/site/site-links.ts';
import { BrandMark } from './brand-mark.tsx';
import { MailIcon, PhoneIcon, PinIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

interface SiteFooterProps {
  site: Pick<SiteSettings, 'name' | 'phone' | 'email' | 'address' | 'developer' | 'footerBlurb'>;
  year: number;
}

/** The footer of docs/spec.md section 1: blurb, address, phone and mail links, links, copyright and credit. */
export function SiteFooter({ site, year }: SiteFooterProps) {
  const { t, path } = useTexts();
  return (
    <footer className="render-when-near bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 font-display text-2xl font-semibold text-white">
            <BrandMark size={36} />
            {site.name}
          </p>
          {site.footerBlurb ? <p className="mt-4 max-w-sm leading-relaxed">{site.footerBlurb}</p> : null}
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-brand-200">
            {t('Visit or call')}
          </h2>
          <ul className="mt-4 grid gap-3">
            <li className="flex gap-2.5">
              <PinIcon className="mt-0.5 shrink-0" />
              <address className="not-italic">{site.address}</address>
            </li>
            <li>
              <a
                href={telHref(site.phone)}
                className="inline-flex items-center gap-2.5 hover:text-white hover:underline"
              >
                <PhoneIcon className="shrink-0" />
                {site.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2.5 break-all hover:text-white hover:underline"
              >
                <MailIcon className="shrink-0" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('Footer')}>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-brand-200">
            {t('Good to know')}
          </h2>
          <ul className="mt-4 grid gap-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  // the login page has one address, in English
                  to={isPrivatePath(link.to) ? link.to : path(link.to)}
                  className="inline-flex min-h-8 items-center hover:text-white hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('© {year} {name}. All rights reserved.', { year, name: site.name })}</p>
          {/* apart from the links of the spec's list: the same page, in the other language */}
          <LanguageSwitch className="inline-flex min-h-8 items-center self-start font-semibold text-white hover:underline sm:self-auto" />
          <p>{site.developer}</p>
        </div>
      </div>
    </footer>
  );
}
