import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { data, redirect, useNavigation } from 'react-router';
import { guestLoginSchema } from '#common/auth.ts';
import type { StayEnd } from '#common/stay.ts';
import { GuestLoginForm } from '../../components/welcome/guest-login-form.tsx';
import { WhoopsBoundary } from '../../components/welcome/whoops.tsx';
import { noindex, privateHeaders } from '../../lib/seo/private-headers.ts';
import { textsIn, useTexts } from '../../lib/site/language.tsx';
import { telHref } from '../../lib/welcome/contact-links.ts';
import { guestLoginRefusal } from '../../lib/welcome/guest-login.ts';
import { rememberedGuideLang } from '../../lib/welcome/guide-language.ts';
import { forgetSavedCopy, markStayEnded } from '../../lib/welcome/offline-copy.ts';
import { parsePropertyId, welcomePath } from '../../lib/welcome/property-id.ts';
import type { Route } from './+types/login';

export function meta({ loaderData }: Route.MetaArgs) {
  const { t } = textsIn(loaderData?.lang ?? 'en');
  const place = loaderData?.propertyName ? ` | ${loaderData.propertyName}` : '';
  return [{ title: `${t('Welcome to Your Stay')}${place}` }, noindex];
}

export const headers = () => privateHeaders;

const noSuchProperty = () => data('There is no property at this address.', { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw noSuchProperty();
  const guest = await context.auth.guestSession();
  if (guest?.propertyId === id) throw redirect(welcomePath(id));
  const property = await context.data.findGuideProperty(id);
  if (!property) throw noSuchProperty();
  const url = new URL(request.url);
  const asked = url.searchParams.get('stay');
  // Why a stay's link or session no longer opens the page: from the link's redirect, or the guest cookie.
  const stayEnd: StayEnd | null =
    asked === 'ended' || asked === 'revoked' ? asked : await context.auth.endedStay();
  return {
    /** The language the visitor chose on a guide (none: English), which `<html lang>` follows. */
    lang: rememberedGuideLang(request) ?? 'en',
    propertyId: id,
    propertyName: property.name,
    left: url.searchParams.has('left'),
    stayEnd,
    phone: context.site.phone,
  };
}

/**
 * The form post (with or without JavaScript), read by Conform with the API's schema (ADR 0049), then the
 * domain's guest login (the API's rate limits, password check and session cookie), with no HTTP hop between.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw noSuchProperty();
  // the strings as typed, as the API reads a JSON body: the schema's own messages, no coercion first
  const submission = parseWithZod(await request.formData(), {
    schema: guestLoginSchema,
    disableAutoCoercion: true,
  });
  // the password is never sent back into the page
  if (submission.status !== 'success') {
    return data({ reply: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  const outcome = await context.guest.login(id, submission.value);
  if (outcome.ok) return redirect(welcomePath(id));
  const reply = submission.reply({ ...guestLoginRefusal(outcome), hideFields: ['password'] });
  return data({ reply }, { status: outcome.status });
}

export default function GuestLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { propertyId, propertyName, left, stayEnd, phone, lang } = loaderData;
  const navigation = useNavigation();
  const { t } = useTexts();
  const endedMessages: Record<StayEnd, string> = {
    ended: t('This stay has ended'),
    revoked: t('This link is no longer valid'),
  };

  // Showing this page means there is no session for this property: no saved copy may outlive it. When the
  // stay has ended, the device keeps that fact (nothing private), so the guide offline says so.
  useEffect(() => {
    forgetSavedCopy(propertyId).catch(() => {});
    if (stayEnd === 'ended') markStayEnded(propertyId, lang).catch(() => {});
  }, [propertyId, stayEnd, lang]);

  const busy =
    navigation.state === 'submitting'
      ? 'checking'
      : navigation.state === 'loading' && navigation.location.pathname === welcomePath(propertyId)
        ? 'loading-welcome'
        : undefined;

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-20">
      <div className="card p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wider text-alpenglow-700 uppercase">{propertyName}</p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{t('Welcome to Your Stay')}</h1>
        {left ? (
          <p className="mt-4 rounded-lg bg-forest-700/10 px-4 py-3 text-forest-700">
            {t(
              'You have left the welcome page, and any copy saved on this device was removed. Safe travels!',
            )}
          </p>
        ) : null}
        {stayEnd ? (
          <div
            role="alert"
            data-stay-ended
            className="mt-4 rounded-lg bg-alpenglow-100 px-4 py-3 text-brand-950"
          >
            <p className="text-lg font-semibold">{endedMessages[stayEnd]}</p>
            <p className="mt-1">
              {t('Questions about your stay? Call us at')}{' '}
              <a href={telHref(phone)} className="font-semibold text-brand-900 underline">
                {phone}
              </a>
              .
            </p>
          </div>
        ) : null}
        <p className="mt-4 mb-6 text-slate-700">
          {t(
            'Enter the password from your booking details to open your guide to the home: WiFi, codes, checkout and more.',
          )}
        </p>
        <GuestLoginForm result={actionData?.reply} busy={busy} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WhoopsBoundary error={error} />;
}
