import type { Welcome } from '#common/welcome.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { formatClockTime } from '../../lib/welcome/format.ts';
import { houseRules } from '../../lib/welcome/sections.ts';
import { DoorCodeNotice } from './door-code-notice.tsx';
import { Detail, Paragraphs, Section, useStaffTextLang } from './section.tsx';

/** The plain-text parts of the stay: arrival, checkout, garbage and recycling, parking, house rules. */

/**
 * Arrival: check-in time and entry steps, the door (or lockbox) code and how to find the door. Before the
 * stay begins the code is withheld and `release` says when it appears.
 */
export function ArrivalSection({
  welcome,
  release,
  phone,
}: {
  welcome: Welcome;
  release: string | null;
  phone: string;
}) {
  const { t, lang } = useTexts();
  const { checkin, door, address } = welcome;
  const time = checkin.time.trim();
  return (
    <Section id="arrival">
      {address.line ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p>
            <span className="font-semibold text-brand-900">{t('Address')}: </span>
            <span data-address>{address.line}</span>
          </p>
          {address.map_url ? <MapsLink href={address.map_url} what={address.line} /> : null}
        </div>
      ) : null}
      {time ? (
        <p>
          <span className="font-semibold text-brand-900">{t('Check-in from')}: </span>
          <span className="text-xl font-semibold text-brand-950">{formatClockTime(time, lang)}</span>
        </p>
      ) : null}
      {door.code === null ? (
        <DoorCodeNotice welcome={welcome} release={release} phone={phone} tone="light" />
      ) : (
        <Detail label={t('Door code')} value={door.code} code />
      )}
      <Paragraphs text={door.instructions} field="door_instructions" />
      <Paragraphs text={checkin.instructions} field="check_in_instructions" />
    </Section>
  );
}

export function CheckoutSection({ checkout }: { checkout: Welcome['checkout'] }) {
  const { t, lang } = useTexts();
  const time = checkout.time.trim();
  return (
    <Section id="checkout">
      {time ? (
        <p>
          <span className="font-semibold text-brand-900">{t('Checkout time')}: </span>
          <span className="text-xl font-semibold text-brand-950">{formatClockTime(time, lang)}</span>
        </p>
      ) : null}
      <Paragraphs text={checkout.instructions} field="checkout_instructions" />
    </Section>
  );
}

export function GarbageSection({ garbage }: { garbage: Welcome['garbage'] }) {
  const { t } = useTexts();
  return (
    <Section id="garbage">
      <Paragraphs text={garbage.info} field="garbage_info" />
      <Detail label={t('Location')} value={garbage.location} field="garbage_location" />
      <Detail label={t('Code')} value={garbage.code ?? ''} code />
    </Section>
  );
}

export function ParkingSection({ parking }: { parking: Welcome['parking'] }) {
  const { t } = useTexts();
  return (
    <Section id="parking">
      <Detail label={t('Location')} value={parking.location} field="parking_location" />
      <Paragraphs text={parking.instructions} field="parking_instructions" />
    </Section>
  );
}

export function HouseRulesSection({ welcome }: { welcome: Welcome }) {
  const lang = useStaffTextLang('house_rules');
  return (
    <Section id="house-rules">
      <ul lang={lang} className="list-disc space-y-1.5 pl-5 marker:text-alpenglow-600">
        {houseRules(welcome).map((rule, index) => (
          // Rules are plain text and may repeat; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{rule}</li>
        ))}
      </ul>
    </Section>
  );
}

/** "Open in Maps": a plain maps search link in a new tab (the app on a phone that has it). */
export function MapsLink({ href, what }: { href: string; what: string }) {
  const { t } = useTexts();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50 print:hidden"
    >
      {t('Open in Maps')}
      <span className="sr-only">: {what}</span>
    </a>
  );
}
