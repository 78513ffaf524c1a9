import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { bookingRequestSchemaIn } from '#common/booking.ts';
import { frenchClockTime } from '#common/guest-dates.ts';
import { parseId } from '#common/id.ts';
import type { BookingRequestOutcome } from '#common/load-context.ts';
import type { CancellationStep, StayPrice } from '#common/pricing.ts';
import type { Property } from '#common/property.ts';
import { staySearchSchema } from '#common/stay-search.ts';
import type { Lang } from '#common/translations.ts';
import { BookingRequestPage } from '../../components/public/booking-request/booking-request-page.tsx';
import {
  type RequestFormResult,
  stayFieldNames,
} from '../../components/public/booking-request/request-form-values.ts';
import { PropertyLoadError } from '../../components/public/property/property-load-error.tsx';
import { formatClockTime, zonedParts } from '../../lib/format/date-time.ts';
import { formatLongDate } from '../../lib/format/plain-format.ts';
import { refusalMessage } from '../../lib/listings/stay-quote.ts';
import { loadFailedMessage } from '../../lib/loading/load-failure.ts';
import { langFromMatches, pageMeta, siteFromMatches } from '../../lib/seo/seo.ts';
import { textsIn } from '../../lib/site/language.tsx';
import type { Route } from './+types/booking-request';

const notTaking = () => data({ message: 'This home does not take requests to book' }, { status: 404 });

/**
 * /property/{id}/request?check_in=&check_out=&guests= (issue 41): the stay's quote and a short form that
 * asks to book it, server-rendered and working without JavaScript. A home that takes no requests is a 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw notTaking();
  const search = staySearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const asked = search.success ? search.data : null;
  const stay =
    asked?.check_in && asked.check_out
      ? { check_in: asked.check_in, check_out: asked.check_out, guests: asked.guests ?? 1 }
      : null;
  let loaded: [Property | null, StayPrice | null, CancellationStep[], number];
  try {
    loaded = await Promise.all([
      context.data.findProperty(id),
      stay ? context.data.priceStay(id, stay) : null,
      context.data.cancellationPolicy(),
      context.data.requestHoldHours(),
    ]);
  } catch (error) {
    console.error(error);
    throw data({ message: loadFailedMessage }, { status: 500 });
  }
  const [property, price, policy, holdHours] = loaded;
  if (!property?.booking_requests) throw notTaking();
  return {
    home: { id: property.id, name: property.name, max_guests: property.max_guests },
    stay,
    price,
    policy,
    holdHours,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const lang = langFromMatches(matches);
  const { t } = textsIn(lang);
  return pageMeta(siteFromMatches(matches), {
    lang,
    title: loaderData ? t('Request to book {name}', { name: loaderData.home.name }) : t('Property not found'),
    description: t('Ask to book these dates: we hold the nights while we answer.'),
    path: location.pathname,
    noindex: true,
  });
}

/** An instant as the company's wall clock says it: "Monday, December 7, 2026, 4:00 PM" / "… à 16 h 00". */
function holdTime(iso: string, timeZone: string, lang: Lang): string {
  const p = zonedParts(iso, timeZone);
  if (!p) return iso;
  const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const clock = `${p.hour}:${p.minutes}`;
  return lang === 'fr'
    ? `${formatLongDate(day, lang)} à ${frenchClockTime(clock)}`
    : `${formatLongDate(day, lang)}, ${formatClockTime(clock)}`;
}

/** Why a request was refused, in plain words in the page's language. */
function refusalOf(outcome: Extract<BookingRequestOutcome, { ok: false }>, maxGuests: number, lang: Lang) {
  const texts = textsIn(lang);
  const { t } = texts;
  if (outcome.status === 429)
    return t('You have sent many requests in the last hour. Please try again later or call us.');
  if (outcome.reason === 'unavailable')
    return t('These nights were just taken by another booking. Please choose other dates.');
  if (outcome.reason)
    return (
      refusalMessage(
        { reason: outcome.reason, message: outcome.message, minimum_nights: outcome.minimum_nights },
        maxGuests,
        texts,
      ) ?? t("These dates can't be booked online: pick others or call us")
    );
  return t("These dates can't be booked online: pick others or call us");
}

/**
 * The form post, with or without JavaScript, read by Conform (ADR 0049) with the API's rules
 * (bookingRequestSchemaIn, its messages in the page's language), then the API's createBookingRequest through the load context (limit, lock, hold, emails).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === null) throw notTaking();
  const submission = parseWithZod(await request.formData(), { schema: bookingRequestSchemaIn(context.lang) });
  const answer = (problem: string | undefined, status: number) =>
    data<RequestFormResult>(
      { status: 'answered', reply: submission.reply(problem ? { formErrors: [problem] } : {}) },
      { status },
    );
  if (submission.status !== 'success') {
    const stayProblem = stayFieldNames.map((name) => submission.error?.[name]?.[0]).find(Boolean);
    return answer(stayProblem, 400);
  }
  const outcome = await context.bookings.request(id, { ...submission.value, lang: context.lang });
  if (outcome.ok) {
    return data<RequestFormResult>(
      {
        status: 'received',
        holdUntil: holdTime(outcome.hold_until, context.site.timeZone, context.lang),
        email: submission.value.email,
      },
      { status: 201 },
    );
  }
  if (outcome.status === 404) throw notTaking();
  const home = await context.data.findProperty(id);
  return answer(refusalOf(outcome, home?.max_guests ?? 1, context.lang), outcome.status);
}

export default function BookingRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingRequestPage page={loaderData} result={actionData} />;
}

/** A home that takes no requests is the not-found page; no connection an offline message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PropertyLoadError error={error} />;
}
