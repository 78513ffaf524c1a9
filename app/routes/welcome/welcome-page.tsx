import { parseWithZod } from '@conform-to/zod/v4';
import { useRef } from 'react';
import { data, redirect } from 'react-router';
import { stayRequestSchema } from '#common/enquiry.ts';
import { guestReplySchema } from '#common/request-threads.ts';
import { AmenitiesSection } from '../../components/welcome/amenities-section.tsx';
import { BookingSection } from '../../components/welcome/booking-section.tsx';
import { EmergencySection } from '../../components/welcome/emergency-section.tsx';
import { LanguageSwitch } from '../../components/welcome/language-switch.tsx';
import { LocalLifeSection } from '../../components/welcome/local-life-section.tsx';
import { OfflineNotice, OfflineStatus } from '../../components/welcome/offline-status.tsx';
import { PageActions } from '../../components/welcome/page-actions.tsx';
import { PlacesSection } from '../../components/welcome/places-section.tsx';
import { PropertyManagerNote } from '../../components/welcome/property-manager-note.tsx';
import { QuickInfo } from '../../components/welcome/quick-info.tsx';
import { RequestsSection } from '../../components/welcome/requests-section.tsx';
import { EnglishTextsProvider } from '../../components/welcome/section.tsx';
import { SectionNav } from '../../components/welcome/section-nav.tsx';
import { ShuttleSection } from '../../components/welcome/shuttle-section.tsx';
import {
  ArrivalSection,
  CheckoutSection,
  GarbageSection,
  HouseRulesSection,
  ParkingSection,
} from '../../components/welcome/stay-sections.tsx';
import { WelcomeHeader } from '../../components/welcome/welcome-header.tsx';
import { WhoopsBoundary } from '../../components/welcome/whoops.tsx';
import { failedToFetch } from '../../lib/loading/load-failure.ts';
import { noindex, privateHeaders } from '../../lib/seo/private-headers.ts';
import { textsIn, useTexts } from '../../lib/site/language.tsx';
import { formatDateTime, formatRelease } from '../../lib/welcome/format.ts';
import { langInAddress, rememberedGuideLang, rememberGuideLang } from '../../lib/welcome/guide-language.ts';
import { loginPath, parsePropertyId, welcomePath } from '../../lib/welcome/property-id.ts';
import { guideFieldMessages, type RequestActionData } from '../../lib/welcome/request-form.ts';
import { visibleSections } from '../../lib/welcome/sections.ts';
import { useOfflineCopy } from '../../lib/welcome/use-offline-copy.ts';
import { qrCodePath, wifiQrText } from '../../lib/welcome/wifi-qr.ts';
import type { Route } from './+types/welcome-page';
import './welcome-print.css';

export function meta({ loaderData }: Route.MetaArgs) {
  const { t } = textsIn(loaderData?.lang ?? 'en');
  const name = loaderData?.welcome.property.name;
  return [{ title: name ? t('{name} | Your welcome guide', { name }) : t('Your welcome guide') }, noindex];
}

export const headers = () => privateHeaders;

/** Tells the main layout the page opens with a dark full-bleed header, so its bar floats over it. */
export const handle = { hero: true };

/**
 * Only a guest of this property (or an admin) gets the page; anyone else, including a guest whose stay
 * has ended, goes to this property's login page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw data('There is no welcome page at this address.', { status: 404 });
  // The language switch's ?lang=: remembered, then back to the page's own address (the saved copy's).
  const chosen = langInAddress(request);
  if (chosen) {
    throw redirect(welcomePath(id), {
      headers: { ...privateHeaders, 'Set-Cookie': rememberGuideLang(chosen, request) },
    });
  }
  const view = await context.data.welcome(id, rememberedGuideLang(request));
  if (view.access === 'denied') throw redirect(loginPath(id), { headers: privateHeaders });
  if (view.access === 'no-page') throw data('This property has no welcome page yet.', { status: 404 });
  const { welcome, lang, requests, booking } = view;
  const { network, password } = welcome.wifi;
  const timeZone = context.site.timeZone;
  return data(
    {
      /** The guide's language (the visitor's choice, else the stay's): `<html lang>` follows it. */
      lang,
      welcome,
      // No code while the password is withheld: a code without it would join nothing.
      wifiQr:
        network.trim() && password !== null
          ? qrCodePath(wifiQrText({ network: network.trim(), password: password.trim() }))
          : null,
      // Formatted here only: browsers and the server may hold different time-zone rules, and the text
      // must not change when the page hydrates.
      updated: formatDateTime(welcome.updated_at, timeZone, lang),
      /** When withheld codes appear ("Fri 12 Dec at 00:00"); null when nothing is withheld. */
      release: welcome.codes_available_at ? formatRelease(welcome.codes_available_at, timeZone, lang) : null,
      /** When the guest's access ends; null for an admin, whose view is not saved on the device. */
      expiresAt: view.guestExpiresAt,
      /** Until when the guest's link (session) works, written in the site's zone (issue 43); null for staff. */
      linkUntil: view.guestExpiresAt ? formatDateTime(view.guestExpiresAt, timeZone, lang) : null,
      /** The stay's booking with its money (issue 41); null for staff, password guests, a stay without a total. */
      booking,
      /** The guest's requests with their replies, dates written here (the same on server and browser). */
      requests: requests.map((r) => ({
        ...r,
        created: formatDateTime(r.created_at, timeZone, lang),
        replies: r.replies.map((reply) => ({ ...reply, when: formatDateTime(reply.at, timeZone, lang) })),
      })),
      site: {
        town: context.site.town,
        phone: context.site.phone,
        email: context.site.email,
        hospital: context.site.hospital,
        afterHoursPhone: context.site.afterHoursPhone,
      },
    },
    { headers: privateHeaders },
  );
}

/**
 * The guide's form posts (issue 43), with or without JavaScript: a new request, or a reply to one of the
 * guest's requests. Read by Conform with the API's schemas (ADR 0049), their messages in the page's words,
 * then the API's flow through the domain; the answer is the form's Conform reply.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw data('There is no welcome page at this address.', { status: 404 });
  const form = await request.formData();
  const lang = form.get('lang') === 'fr' ? 'fr' : 'en';
  const { t } = textsIn(lang);
  const formatError = guideFieldMessages(form, t);
  const answer = (result: RequestActionData, status: number) =>
    data(result, { status, headers: privateHeaders });
  if (form.get('intent') === 'reply') {
    const requestId = Number(form.get('request_id'));
    const submission = parseWithZod(form, {
      schema: guestReplySchema,
      disableAutoCoercion: true,
      formatError,
    });
    if (submission.status !== 'success')
      return answer({ intent: 'reply', requestId, reply: submission.reply() }, 400);
    const outcome = await context.guest.replyToRequest(id, requestId, submission.value.text);
    if (outcome.ok) {
      const reply = submission.reply({ resetForm: true });
      return answer({ intent: 'reply', requestId, reply, sent: outcome.message }, 200);
    }
    const reply = submission.reply({ fieldErrors: { text: [t(outcome.message)] } });
    return answer({ intent: 'reply', requestId, reply }, outcome.status);
  }
  const submission = parseWithZod(form, {
    schema: stayRequestSchema,
    disableAutoCoercion: true,
    formatError,
  });
  if (submission.status !== 'success') return answer({ intent: 'request', reply: submission.reply() }, 400);
  const outcome = await context.guest.sendRequest(id, submission.value, lang);
  if (outcome.ok) {
    const reply = submission.reply({ resetForm: true });
    return answer({ intent: 'request', reply, sent: outcome.message }, 200);
  }
  const fields = Object.entries(outcome.fields ?? {}).map(([name, text]) => [name, [t(text)]]);
  const reply = submission.reply({
    formErrors: [t(outcome.message)],
    fieldErrors: Object.fromEntries(fields),
  });
  return answer({ intent: 'request', reply }, outcome.status);
}

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const { welcome, wifiQr, updated, release, expiresAt, site, requests, linkUntil, booking } = loaderData;
  const { t } = useTexts();
  const root = useRef<HTMLDivElement>(null);
  const copy = useOfflineCopy(welcome.property_id, expiresAt, root);
  const sections = visibleSections(welcome, booking !== null);
  const has = (id: (typeof sections)[number]) => sections.includes(id);
  const phone = welcome.contact.phone.trim() || site.phone;
  const english = welcome.untranslated ?? [];
  const someEnglish =
    loaderData.lang !== 'en' &&
    (english.length > 0 || welcome.places.some((place) => (place.untranslated ?? []).length > 0));

  return (
    <EnglishTextsProvider fields={english}>
      <div ref={root} data-welcome-page className="pb-16 print:pb-0">
        <WelcomeHeader
          welcome={welcome}
          phone={phone}
          email={welcome.contact.email.trim() || site.email}
          notice={<OfflineNotice copy={copy} />}
          languages={<LanguageSwitch />}
        />
        <div
          className={`relative mx-auto max-w-5xl space-y-6 px-4 sm:px-6 print:space-y-4 print:px-0 ${has('quick-info') ? '' : 'pt-6'}`}
        >
          {has('quick-info') ? (
            <div className="-mt-10 sm:-mt-12 print:mt-0">
              <QuickInfo
                welcome={welcome}
                wifiQr={wifiQr}
                release={release}
                phone={phone}
                afterHoursPhone={site.afterHoursPhone}
              />
            </div>
          ) : null}
          {expiresAt === null ? (
            <p className="rounded-xl border border-brand-500 bg-brand-50 px-4 py-3 text-brand-900 print:hidden">
              {t('Admin preview: this is the page guests see. It is not saved on this device.')}
            </p>
          ) : null}
          <OfflineStatus updated={updated} copy={copy} />
          {linkUntil ? (
            <p data-link-until className="text-sm text-slate-600">
              {t('Your link works until {date}.', { date: linkUntil })}
            </p>
          ) : null}
          {someEnglish ? (
            <p data-english-note className="text-sm text-slate-600">
              {t('Some texts of this guide are not translated yet: they are shown in English.')}
            </p>
          ) : null}
          <SectionNav sections={sections} />
          {booking && has('booking') ? <BookingSection booking={booking} /> : null}
          {has('arrival') ? <ArrivalSection welcome={welcome} release={release} phone={phone} /> : null}
          {has('checkout') || has('garbage') || has('parking') || has('house-rules') ? (
            <div className="grid gap-6 lg:grid-cols-2 print:block print:space-y-4">
              {has('checkout') ? <CheckoutSection checkout={welcome.checkout} /> : null}
              {has('garbage') ? <GarbageSection garbage={welcome.garbage} /> : null}
              {has('parking') ? <ParkingSection parking={welcome.parking} /> : null}
              {has('house-rules') ? <HouseRulesSection welcome={welcome} /> : null}
            </div>
          ) : null}
          {has('shuttle') ? <ShuttleSection shuttle={welcome.shuttle} /> : null}
          {has('places') ? <PlacesSection places={welcome.places} /> : null}
          <LocalLifeSection town={site.town} />
          {has('amenities') ? <AmenitiesSection amenities={welcome.amenities} /> : null}
          {has('requests') ? (
            <RequestsSection
              stayEmail={welcome.stay?.email ?? null}
              requests={requests}
              timeOptions={welcome.stay?.time_options ?? null}
            />
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2 print:block print:space-y-4">
            {has('property-manager') ? <PropertyManagerNote contact={welcome.pm_contact} /> : null}
            <EmergencySection hospital={site.hospital} />
          </div>
          <PageActions propertyId={welcome.property_id} canLeave={expiresAt !== null} />
        </div>
      </div>
    </EnglishTextsProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WhoopsBoundary error={error} failedLoad={failedToFetch.welcomeData} />;
}
