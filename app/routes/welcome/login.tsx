import { useEffect } from 'react';
import { data, redirect, useNavigation } from 'react-router';
import { GuestLoginForm } from '../../components/welcome/guest-login-form.tsx';
import { WhoopsBoundary } from '../../components/welcome/whoops.tsx';
import { guestLoginProblems } from '../../lib/welcome/guest-login.ts';
import { forgetSavedCopy } from '../../lib/welcome/offline-copy.ts';
import { parsePropertyId, welcomePath } from '../../lib/welcome/property-id.ts';
import type { Route } from './+types/login';
import { noindex, privateHeaders } from './private-headers.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  const place = loaderData?.propertyName ? ` | ${loaderData.propertyName}` : '';
  return [{ title: `Welcome to Your Stay${place}` }, noindex];
}

export const headers = () => privateHeaders;

const noSuchProperty = () => data('There is no property at this address.', { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw noSuchProperty();
  const guest = await context.auth.guestSession();
  if (guest?.propertyId === id) throw redirect(welcomePath(id));
  const property = await context.data.findProperty(id);
  if (!property) throw noSuchProperty();
  return {
    propertyId: id,
    propertyName: property.name,
    left: new URL(request.url).searchParams.has('left'),
  };
}

/**
 * The form post (with or without JavaScript) goes through the API in-process, so the rules, messages,
 * rate limits and session cookie are the API's own.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw noSuchProperty();
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const nights = String(form.get('stay_duration') ?? '');
  const answer = await context.api('POST', `/properties/${id}/guest-login`, {
    password,
    stay_duration: nights,
  });
  if (answer.status === 200) {
    const headers = new Headers();
    for (const cookie of answer.setCookie) headers.append('Set-Cookie', cookie);
    return redirect(welcomePath(id), { headers });
  }
  return data({ problems: guestLoginProblems(answer), nights }, { status: answer.status });
}

export default function GuestLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { propertyId, propertyName, left } = loaderData;
  const navigation = useNavigation();

  // Showing this page means there is no session for this property: no saved copy may outlive it.
  useEffect(() => {
    forgetSavedCopy(propertyId).catch(() => {});
  }, [propertyId]);

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
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Welcome to Your Stay</h1>
        {left ? (
          <p className="mt-4 rounded-lg bg-forest-700/10 px-4 py-3 text-forest-700">
            You have left the welcome page, and any copy saved on this device was removed. Safe travels!
          </p>
        ) : null}
        <p className="mt-4 mb-6 text-slate-700">
          Enter the password from your booking details to open your guide to the home: WiFi, codes, checkout
          and more.
        </p>
        <GuestLoginForm problems={actionData?.problems} nights={actionData?.nights} busy={busy} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WhoopsBoundary error={error} />;
}
