import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';
import { telHref } from '../../lib/phone.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { SiteSettings } from '../../load-context.ts';
import type { Route } from './+types/terms-and-conditions';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('season-winter')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: 'Terms & Conditions',
    description: `The terms of every stay with ${site?.name ?? 'us'}: bookings and payment, the cancellation policy, house rules, liability and the law of British Columbia.`,
    path: '/terms-and-conditions',
  });
}

/** SPEC.md section 9: the cancellation tiers and the processing fee. */
const cancellationPolicy = {
  fullRefundDays: 30,
  halfRefundDays: 14,
  processingFeePercent: 4,
} as const;

function sections(site: SiteSettings): LegalSection[] {
  const { fullRefundDays, halfRefundDays, processingFeePercent } = cancellationPolicy;
  return [
    {
      id: 'agreement',
      title: 'About these terms',
      body: (
        <>
          <p>
            These Terms &amp; Conditions ("Terms") form the rental agreement between you, the guest who makes
            the reservation ("you"), and {site.name} ("we", "us"), acting as manager and agent for the owner
            of the home you book (the "Property"). They apply to every reservation made through this website,
            our reservation platform, by phone or by email, and to your use of this website.
          </p>
          <p>
            By making a reservation you confirm that you have read and accept these Terms on behalf of
            everyone in your party, and that you are at least 25 years old.
          </p>
        </>
      ),
    },
    {
      id: 'reservations-and-payment',
      title: 'Reservations and payment',
      body: (
        <>
          <p>
            A reservation is confirmed when we send you a written confirmation and the payment due at booking
            has been received. The total price of your stay, including the nightly rate, cleaning fee, taxes
            and the payment schedule, is shown before you book.
          </p>
          <p>
            Prices include or show separately the Goods and Services Tax (GST), Provincial Sales Tax (PST) and
            Municipal and Regional District Tax (MRDT) that apply to short-term accommodation in British
            Columbia. If a balance is due before arrival and is not paid by its due date, we may cancel the
            reservation under section 3.
          </p>
          <p>
            A refundable security deposit or pre-authorization may be required for some Properties. If so, its
            amount is shown before you book, and it is released within 14 days after departure, less any
            amounts owing under section 8.
          </p>
        </>
      ),
    },
    {
      id: 'cancellation-policy',
      title: 'Cancellation policy',
      body: (
        <>
          <p>If you cancel a confirmed reservation, we refund payments as follows:</p>
          <ul>
            <li>
              <strong>{fullRefundDays} days or more before arrival:</strong> a full refund of the amounts
              paid, minus a {processingFeePercent}% processing fee.
            </li>
            <li>
              <strong>
                {halfRefundDays} to {fullRefundDays - 1} days before arrival:
              </strong>{' '}
              a refund of 50% of the total reservation amount.
            </li>
            <li>
              <strong>Less than {halfRefundDays} days before arrival:</strong> no refund.
            </li>
          </ul>
          <p>
            <strong>Cancellations must be made in writing</strong>, by email to{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a> or by mail to {site.address}. A cancellation
            takes effect on the date we receive it; days are counted to 4:00 p.m. Pacific Time on the arrival
            date. A phone call or a message on a third-party platform is not a cancellation until it is
            confirmed in writing.
          </p>
          <p>
            Early departures, late arrivals and no-shows are not refunded. Road closures, weather, avalanche
            control, snow conditions and lift or trail closures are not grounds for a refund; we strongly
            recommend travel insurance that covers trip cancellation and interruption.
          </p>
          <p>
            If we must cancel your reservation because the Property cannot be used (for example after serious
            damage or a utility failure), we will offer a comparable home if one is available, or refund all
            amounts you have paid for the cancelled nights. That refund is the limit of our responsibility for
            the cancellation.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to a reservation',
      body: (
        <p>
          Requests to change dates or the number of guests are subject to availability and must be made in
          writing. A change to new dates that begins less than {fullRefundDays} days before the original
          arrival date is treated as a cancellation under section 3. Any difference in price is charged or
          refunded when the change is confirmed.
        </p>
      ),
    },
    {
      id: 'check-in-and-check-out',
      title: 'Check-in, check-out and access',
      body: (
        <>
          <p>
            Check-in is from 4:00 p.m. and check-out is by 10:00 a.m., unless your confirmation says
            otherwise. Access details, door codes and Wi-Fi information are provided on your private welcome
            page before arrival. Keep them confidential and do not share your welcome-page password outside
            your party.
          </p>
          <p>
            Late check-out without our agreement may be charged at one night's rate. We or our contractors may
            enter the Property during your stay for urgent repairs, safety reasons, or scheduled services with
            reasonable notice to you.
          </p>
        </>
      ),
    },
    {
      id: 'occupancy-and-house-rules',
      title: 'Occupancy and house rules',
      body: (
        <>
          <p>You agree, for yourself and your party, to:</p>
          <ul>
            <li>not exceed the maximum number of guests shown for the Property, at any time of day;</li>
            <li>respect quiet hours from 10:00 p.m. to 8:00 a.m. and be considerate of neighbours;</li>
            <li>not hold parties or events without our prior written permission;</li>
            <li>not smoke or vape tobacco or cannabis anywhere inside the Property;</li>
            <li>bring pets only to Properties listed as pet-friendly, and only with prior approval;</li>
            <li>
              store garbage and recycling in the wildlife-resistant containers provided: {site.town} is bear
              country, and attractants put wildlife and people at risk;
            </li>
            <li>
              use hot tubs, fireplaces and barbecues as instructed, and never leave fires unattended; and
            </li>
            <li>
              follow the house rules on the Property's welcome page and any reasonable instructions from us.
            </li>
          </ul>
          <p>
            Serious or repeated breaches of these rules, or behaviour that threatens people or property, allow
            us to end the stay immediately without refund.
          </p>
        </>
      ),
    },
    {
      id: 'winter-travel-and-parking',
      title: 'Winter travel, parking and mountain conditions',
      body: (
        <p>
          {site.town} is a mountain town. From October 1 to April 30, winter tires or chains are required on
          most highways through the mountain passes, and roads such as the Trans-Canada Highway over Rogers
          Pass can close without notice for weather or avalanche control. Park only in the spaces described
          for the Property so snow can be cleared. Driveways, stairs and decks are cleared and sanded, but
          surfaces can be icy: take care, and tell us right away if an area needs attention. Outdoor
          activities are at your own risk.
        </p>
      ),
    },
    {
      id: 'damage',
      title: 'Damage, loss and extra cleaning',
      body: (
        <p>
          You are responsible for loss of or damage to the Property and its contents caused during your stay
          by you, your party or your visitors, beyond normal wear and tear, and for extra cleaning needed to
          return the Property to the condition it was in at arrival. Please report any damage or breakage
          promptly. We will provide an itemized description and receipts for any amount we charge, and we may
          recover those amounts from the security deposit or the payment method used for the reservation.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility and limits',
      body: (
        <>
          <p>
            We take care to describe each Property accurately and keep it clean, safe and in good repair. If
            something is not as described or stops working, tell us as soon as possible and give us a
            reasonable chance to fix it; we will do our best to do so quickly.
          </p>
          <p>
            To the extent the law allows, neither we nor the owner are liable for interruptions of utilities,
            Internet, television or amenities such as hot tubs beyond our reasonable control; for noise or
            construction nearby; for loss of or damage to your belongings or vehicles; or for indirect or
            consequential losses. Our total liability for any claim relating to a reservation is limited to
            the amount you paid for that reservation. Nothing in these Terms limits liability that cannot be
            limited under British Columbia law, including for our own negligence causing injury.
          </p>
          <p>
            You agree to indemnify us and the owner against claims caused by a breach of these Terms, or by
            the negligent or wilful acts of you, your party or your visitors.
          </p>
        </>
      ),
    },
    {
      id: 'circumstances-beyond-control',
      title: 'Circumstances beyond our control',
      body: (
        <p>
          We are not responsible for failing to perform our obligations because of events beyond our
          reasonable control, such as wildfire, flood, avalanche, severe weather, road or highway closures,
          evacuation orders, pandemics, government orders or extended utility failures. If such an event makes
          the Property unusable or unsafe for your stay, section 3 applies as if we had cancelled the
          reservation.
        </p>
      ),
    },
    {
      id: 'website',
      title: 'Use of this website',
      body: (
        <p>
          The content of this website, including text, photographs and illustrations, belongs to us or our
          licensors and may not be copied for commercial use without permission. We try to keep listings,
          photos and availability accurate, but errors may occur and we may correct them at any time,
          including after a reservation request. Links to partner and third-party sites are provided for
          convenience; we are not responsible for their content or services. Our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle personal information.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          These Terms and every reservation are governed by the laws of the Province of British Columbia and
          the federal laws of Canada that apply there. You and we agree to the exclusive jurisdiction of the
          courts of British Columbia, including the Civil Resolution Tribunal for claims within its
          jurisdiction.
        </p>
      ),
    },
    {
      id: 'general',
      title: 'General',
      body: (
        <p>
          If any part of these Terms is found invalid or unenforceable, the rest remains in effect. Our
          failure to enforce a term is not a waiver of it. These Terms, together with your reservation
          confirmation and the house rules of the Property, are the entire agreement about your stay. We may
          update these Terms from time to time; the version in effect when your reservation was confirmed
          applies to that reservation.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          {site.name}, {site.address}. Email <a href={`mailto:${site.email}`}>{site.email}</a>, phone{' '}
          <a href={telHref(site.phone)}>{site.phone}</a>. In an emergency, call 911 first.
        </p>
      ),
    },
  ];
}

export default function TermsAndConditions() {
  const site = useSite();
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <p>
          Thank you for choosing {site.name}. Please read these terms before you book: they explain what you
          can expect from us, what we ask of you, and how cancellations and refunds work.
        </p>
      }
      sections={sections(site)}
    />
  );
}
