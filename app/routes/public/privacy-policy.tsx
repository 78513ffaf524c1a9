import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';
import { telHref } from '../../lib/phone.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { SiteSettings } from '../../load-context.ts';
import type { Route } from './+types/privacy-policy';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('season-winter')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: 'Privacy Policy',
    description: `How ${site?.name ?? 'we'} collect, use, protect and share personal information of guests, homeowners and website visitors, under British Columbia's Personal Information Protection Act.`,
    path: '/privacy-policy',
  });
}

function sections(site: SiteSettings): LegalSection[] {
  const contact = (
    <>
      <a href={`mailto:${site.email}`}>{site.email}</a>, <a href={telHref(site.phone)}>{site.phone}</a>, or by
      mail to the Privacy Officer, {site.name}, {site.address}
    </>
  );
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            {site.name} ("we", "us", "our") manages short-term vacation rental homes in {site.town}, British
            Columbia, on behalf of their owners. This policy explains how we handle personal information about
            our guests, the homeowners we work with, people who contact us, and visitors to this website.
          </p>
          <p>
            We are a private-sector organization in British Columbia, and we handle personal information in
            accordance with the <em>Personal Information Protection Act</em> (British Columbia) ("PIPA") and,
            where it applies, the federal{' '}
            <em>Personal Information Protection and Electronic Documents Act</em> ("PIPEDA").
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only the personal information we need for the purposes described in this policy:</p>
          <ul>
            <li>
              <strong>Enquiries.</strong> When you use our contact form or write to us: your first and last
              name, email address, phone number and the content of your message.
            </li>
            <li>
              <strong>Reservations.</strong> When you book: the name, address, email and phone number of the
              booking guest, the number of guests, arrival and departure dates, vehicle details for parking,
              and any special requests. Payments are processed by our reservation platform and its payment
              processor; we do not receive or store full payment card numbers.
            </li>
            <li>
              <strong>Your stay.</strong> Records of check-in and check-out, messages with our team, damage or
              incident reports, and the length of stay you enter to open your private guest welcome page.
            </li>
            <li>
              <strong>Homeowners.</strong> Contact details, property details, banking details for owner
              payments, and tax information we need to prepare statements and meet our legal obligations.
            </li>
            <li>
              <strong>Website use.</strong> Technical information such as your IP address, browser type, pages
              visited and the time of your visit. If analytics is enabled, this is collected as described in
              section 8.
            </li>
          </ul>
          <p>
            We do not knowingly collect sensitive information such as health information, except where you
            choose to tell us about an accessibility or medical need so we can prepare the home for you.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: (
        <>
          <p>We use personal information to:</p>
          <ul>
            <li>answer your questions and respond to your requests;</li>
            <li>
              confirm, manage and change reservations, and give you access to your home and welcome page;
            </li>
            <li>look after your safety and the safety of our homes, including responding to emergencies;</li>
            <li>
              collect payments, issue refunds under our cancellation policy and keep accounting records;
            </li>
            <li>pay homeowners and give them statements about their homes;</li>
            <li>
              comply with laws, including tax, business licence and short-term rental registration rules;
            </li>
            <li>understand how our website is used, so we can improve it; and</li>
            <li>send you news or offers, only if you have agreed to receive them.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'consent',
      title: 'Consent',
      body: (
        <>
          <p>
            By contacting us, booking a stay or using this website, you consent to the collection, use and
            disclosure of your personal information as described in this policy. Where we want to use your
            information for a new purpose, we will ask for your consent first, unless the law allows or
            requires the new use without consent.
          </p>
          <p>
            You may withdraw your consent at any time on reasonable notice, subject to legal or contractual
            restrictions. If you withdraw consent, we may be unable to provide some services, such as
            completing a reservation.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'When we share information',
      body: (
        <>
          <p>We do not sell or rent personal information. We share it only:</p>
          <ul>
            <li>
              with service providers who work for us, such as our reservation and payment platform, email and
              hosting providers, cleaners and maintenance contractors, and only as much as they need to do
              that work;
            </li>
            <li>with the owner of the home you stay in, limited to what they need to know about the stay;</li>
            <li>with partners you ask us to book for you, such as guides or massage therapists;</li>
            <li>
              with government authorities where the law requires it, for example to meet tax, licensing or
              short-term rental registry obligations, or in response to a valid legal order;
            </li>
            <li>in an emergency that threatens someone's life, health or safety; and</li>
            <li>
              with a buyer or successor if our business is sold or reorganized, under equivalent protections.
            </li>
          </ul>
          <p>
            Our service providers must protect personal information with safeguards comparable to ours and use
            it only for the services they provide to us.
          </p>
        </>
      ),
    },
    {
      id: 'storage-outside-canada',
      title: 'Storage and processing outside Canada',
      body: (
        <p>
          Some of our service providers, such as our reservation platform, email service or analytics
          provider, may store or process personal information outside Canada, including in the United States.
          While it is there, the information may be subject to the laws of that country and may be accessible
          to its courts, law enforcement and national security authorities. We choose providers who commit to
          protecting it.
        </p>
      ),
    },
    {
      id: 'retention-and-security',
      title: 'Retention and security',
      body: (
        <>
          <p>
            We keep personal information only as long as we need it for the purposes in this policy or as the
            law requires. Reservation and financial records are kept for at least seven years to meet tax
            obligations. Contact-form enquiries that do not lead to a booking are deleted within two years.
          </p>
          <p>
            We protect personal information with reasonable safeguards: access limited to staff who need it,
            hashed passwords, encrypted connections to this website, and door codes and guest passwords
            changed between stays. No method of transmission or storage is completely secure, and we cannot
            guarantee absolute security.
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-analytics',
      title: 'Cookies, analytics and embedded content',
      body: (
        <>
          <p>
            This website uses a small number of cookies that it needs to work, such as the session cookie that
            keeps a guest signed in to their welcome page. These contain no advertising identifiers.
          </p>
          <p>
            When enabled, we use Google Analytics to count page views and understand which pages are useful.
            It sets cookies and collects information such as your approximate location, device and the pages
            you visit. You can opt out with your browser's cookie settings or the Google Analytics opt-out
            browser add-on.
          </p>
          <p>
            Some pages embed content from other services, such as maps from Google Maps, videos from YouTube
            and an events calendar from Google Calendar. When you view these, the provider may collect
            information under its own privacy policy. Links to partner and other external websites are
            provided for convenience; we are not responsible for their privacy practices.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights: access and correction',
      body: (
        <>
          <p>
            You may ask to see the personal information we hold about you, how it has been used and to whom it
            has been disclosed, and you may ask us to correct it if it is inaccurate or incomplete. Send your
            request in writing to our Privacy Officer (section 12). We will respond within 30 business days,
            as PIPA requires, and may ask you to confirm your identity first.
          </p>
          <p>
            In limited cases the law allows or requires us to refuse access, for example where the information
            would reveal personal information about someone else. If so, we will tell you why.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our website and services are intended for adults. Reservations must be made by an adult, and we do
          not knowingly collect personal information from children, other than the number and ages of guests
          in a booking party where the booking guest chooses to share them.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy from time to time. The current version is always on this page with its
          effective date. If we make a significant change to how we use personal information, we will tell
          guests with upcoming reservations and homeowners by email.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us and complaints',
      body: (
        <>
          <p>
            Questions, requests and concerns about privacy go to our Privacy Officer: {contact}. You can also
            use our <Link to="/contact">contact form</Link>.
          </p>
          <p>
            If you are not satisfied with our response, you may contact the Office of the Information and
            Privacy Commissioner for British Columbia (
            <a href="https://www.oipc.bc.ca" target="_blank" rel="noopener noreferrer">
              oipc.bc.ca
            </a>
            ).
          </p>
        </>
      ),
    },
  ];
}

export default function PrivacyPolicy() {
  const site = useSite();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy describes what personal information {site.name} collects,
          why we collect it, how we use and protect it, and the choices and rights you have. Please also read
          our <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>.
        </p>
      }
      sections={sections(site)}
    />
  );
}
