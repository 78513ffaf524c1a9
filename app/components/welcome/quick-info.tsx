import type { Welcome } from '#common/welcome.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { telHref } from '../../lib/welcome/contact-links.ts';
import { formatClockTime } from '../../lib/welcome/format.ts';
import type { QrCodePath } from '../../lib/welcome/wifi-qr.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { QrCode } from '../ui/qr-code.tsx';
import { DoorCodeNotice } from './door-code-notice.tsx';

/**
 * The first thing under the header, for a guest at the door at night with a phone: the door code (one tap
 * to copy) and check-in time first, then WiFi network and password (copy button, QR code), checkout time
 * and garbage code, large and high-contrast. Before a stay begins the codes are withheld (null) and
 * `release` says when they appear ("Fri 12 Dec at 00:00").
 */
export function QuickInfo({
  welcome,
  wifiQr,
  release = null,
  phone = '',
  afterHoursPhone = '',
}: {
  welcome: Welcome;
  wifiQr: QrCodePath | null;
  release?: string | null;
  /** Who to ask for a personal link when the door code goes through stays only. */
  phone?: string;
  /** the site's after-hours number, shown beside the door code (issue 43); '' for none */
  afterHoursPhone?: string;
}) {
  const { t, lang } = useTexts();
  const { wifi, checkout, garbage, checkin, door } = welcome;
  const network = wifi.network.trim();
  const password = wifi.password?.trim() ?? '';
  const time = checkout.time.trim();
  const code = garbage.code?.trim() ?? '';
  const doorCode = door.code?.trim() ?? '';
  const checkInTime = checkin.time.trim();
  const withheld = welcome.codes_available_at !== null;
  return (
    <section
      id="quick-info"
      aria-labelledby="quick-info-heading"
      data-quick-info
      className="relative scroll-mt-4 rounded-2xl bg-brand-900 p-5 text-white shadow-xl sm:p-7 print:rounded-none print:border-2 print:border-black print:bg-white print:p-4 print:text-black print:shadow-none"
    >
      <h2 id="quick-info-heading" className="text-xl font-semibold text-white sm:text-2xl">
        {t('Quick info')}
      </h2>
      <div data-codes-withheld={withheld ? '' : undefined} className="mt-3 empty:hidden">
        <DoorCodeNotice welcome={welcome} release={release} phone={phone} tone="dark" />
      </div>
      {doorCode || checkInTime ? (
        <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-4 gap-y-3 border-b border-white/20 pb-4 print:border-slate-400">
          {doorCode ? (
            <div>
              <dl>
                <dt className="text-sm text-brand-100">{t('Door code')}</dt>
                <dd
                  data-door-code
                  className="font-mono text-3xl leading-tight font-bold tracking-wider text-white select-all sm:text-4xl print:text-black"
                >
                  {doorCode}
                </dd>
              </dl>
              <CopyButton text={doorCode} what={t('door code')} className="mt-3" />
              {afterHoursPhone.trim() ? (
                <p data-after-hours className="mt-3 text-sm text-brand-100 print:text-black">
                  {t('Locked out?')}{' '}
                  <a
                    href={telHref(afterHoursPhone)}
                    className="font-semibold text-white underline print:text-black"
                  >
                    {t('Call {phone}, day or night', { phone: afterHoursPhone.trim() })}
                  </a>
                </p>
              ) : null}
            </div>
          ) : (
            <div />
          )}
          {checkInTime ? (
            <dl className="text-right">
              <dt className="text-sm text-brand-100">{t('Check-in')}</dt>
              <dd className="text-2xl font-semibold">{formatClockTime(checkInTime, lang)}</dd>
            </dl>
          ) : null}
        </div>
      ) : null}
      {network || password ? (
        // Phones: network beside the QR code, the password full width below it; wider screens: the
        // code beside both.
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3 sm:gap-x-8">
          <div>
            <h3 className="font-sans text-sm font-semibold tracking-wider text-brand-200 uppercase">
              {t('WiFi')}
            </h3>
            {network ? (
              <dl>
                <dt className="mt-2 text-sm text-brand-100">{t('Network')}</dt>
                <dd className="text-lg font-semibold wrap-anywhere sm:text-xl">{network}</dd>
              </dl>
            ) : null}
          </div>
          {wifiQr && network ? (
            <figure className="row-span-1 sm:row-span-2">
              <QrCode
                qr={wifiQr}
                label={t('QR code that joins the WiFi network {network} when scanned with a phone camera', {
                  network,
                })}
                className="w-24 rounded-md sm:w-36"
              />
              <figcaption className="mt-1.5 text-center text-xs text-brand-100 sm:text-sm">
                {t('Scan to join')}
              </figcaption>
            </figure>
          ) : null}
          <div className="col-span-2 sm:col-span-1">
            <dl>
              <dt className="text-sm text-brand-100">{t('Password')}</dt>
              {password ? (
                <dd
                  data-wifi-password
                  className="font-mono text-2xl leading-tight font-bold wrap-anywhere text-white select-all sm:text-3xl"
                >
                  {password}
                </dd>
              ) : withheld ? (
                <dd className="text-lg">{t('Shown from {release}', { release: release ?? '' })}</dd>
              ) : (
                <dd className="text-lg">{t('None: the network is open')}</dd>
              )}
            </dl>
            {password ? <CopyButton text={password} what={t('WiFi password')} className="mt-3" /> : null}
          </div>
        </div>
      ) : null}
      {time || code ? (
        <dl
          className={`grid grid-cols-2 gap-4 ${network || password ? 'mt-5 border-t border-white/20 pt-4 print:border-slate-400' : 'mt-3'}`}
        >
          {time ? (
            <div>
              <dt className="text-sm text-brand-100">{t('Checkout')}</dt>
              <dd className="text-2xl font-semibold">{formatClockTime(time, lang)}</dd>
            </div>
          ) : null}
          {code ? (
            <div>
              <dt className="text-sm text-brand-100">{t('Garbage code')}</dt>
              <dd className="font-mono text-2xl font-bold tracking-wider select-all">{code}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
