import type { ReactNode } from 'react';
import type { Welcome } from '#common/welcome.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { telHref } from '../../lib/welcome/contact-links.ts';
import { formatStayRange } from '../../lib/welcome/format.ts';
import { useStaffTextLang } from './section.tsx';

/**
 * Cover image, the stay's greeting, owning company, property name and how to reach the host (tap to call,
 * mail link). `notice` (the offline notice) comes first: the top of the first screen.
 */
export function WelcomeHeader({
  welcome,
  phone,
  email,
  notice,
  languages,
}: {
  welcome: Welcome;
  phone: string;
  email: string;
  notice?: ReactNode;
  /** The language switch, at the top right of the header. */
  languages?: ReactNode;
}) {
  const { t, lang } = useTexts();
  const nameLang = useStaffTextLang('name');
  const cover = welcome.property.cover;
  const company = welcome.owning_company.trim();
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white print:bg-white print:text-black">
      {cover ? (
        <img
          src={cover.url}
          srcSet={cover.srcset}
          sizes="100vw"
          width={cover.width}
          height={cover.height}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover print:hidden"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/80 to-brand-950/55 print:hidden"
      />
      <div className="mx-auto max-w-5xl px-4 pt-20 pb-16 sm:px-6 sm:pt-36 sm:pb-20 print:px-0 print:pt-0 print:pb-4">
        {languages ? <div className="mb-3 flex justify-end">{languages}</div> : null}
        {notice ? <div className="mb-4 empty:hidden">{notice}</div> : null}
        {welcome.stay ? (
          <p data-greeting className="mb-2 text-lg font-semibold text-white print:text-black">
            {t('Welcome, {name}', { name: welcome.stay.first_name })} ·{' '}
            {formatStayRange(welcome.stay.arrival, welcome.stay.departure, lang)}
          </p>
        ) : null}
        {company ? (
          <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase print:text-black">
            {company}
          </p>
        ) : null}
        <h1
          lang={nameLang}
          className="mt-1 text-3xl leading-tight font-semibold text-white sm:text-5xl print:text-black"
        >
          {welcome.property.name}
        </h1>
        <p className="mt-1 text-lg text-brand-100 print:text-black">{t('Your welcome guide')}</p>
        <ul className="mt-4 flex flex-wrap gap-2 sm:gap-3">
          {phone ? (
            <li>
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-semibold text-white backdrop-blur hover:bg-white/25 print:px-0 print:text-black"
              >
                <PhoneIcon />
                <span className="sr-only">{t('Call')} </span>
                {phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li className="min-w-0">
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-semibold wrap-anywhere text-white backdrop-blur hover:bg-white/25 print:px-0 print:text-black"
              >
                <MailIcon />
                <span className="sr-only">{t('Email')} </span>
                {email}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </svg>
  );
}
