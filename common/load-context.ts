import type { GuestLogin, User } from './auth.ts';
import type { BookingRequestInput, GuestBookingSummary } from './booking.ts';
import type { BookingParamNames } from './booking-link.ts';
import type { EnquiryFields } from './enquiry.ts';
import type { CancellationStep, CardPrice, Quote, QuoteRefusal, StayPrice } from './pricing.ts';
import type { Property } from './property.ts';
import type { GuestRequest, RequestFormOutcome } from './request-threads.ts';
import type { GuestReviewInput, PropertyReviews, ReviewInvitation, ReviewSubmitOutcome } from './review.ts';
import type { PageSlug, RenderedPage, SocialLink } from './site-content.ts';
import type { StayEnd, StayOfSession } from './stay.ts';
import type { ListingQuery } from './stay-search.ts';
import type { Lang } from './translations.ts';
import type { Welcome } from './welcome.ts';

/**
 * Public settings the pages show: brand, contact details, third-party ids (never secrets). The brand name,
 * phone, e-mail, address, developer credit, footer blurb and social links come from the site settings
 * staff edit (issue 12); the rest from the environment.
 */
export interface SiteSettings {
  name: string;
  town: string;
  phone: string;
  email: string;
  address: string;
  developer: string;
  /** the footer's text about the company (site settings) */
  footerBlurb: string;
  socialLinks: SocialLink[];
  /** IANA zone of every date and time the site shows (SITE_TIMEZONE) */
  timeZone: string;
  /** Query parameter names Book Now passes the dates and guests in (BOOKING_PARAM_*) */
  bookingParams: BookingParamNames;
  publicUrl: string;
  hospital: { name: string; address: string; phone: string };
  /** the site setting shown beside the door code ("Locked out? Call …, day or night"); '' for none */
  afterHoursPhone: string;
  gaMeasurementId?: string;
  contactWidgetUrl?: string;
  eventsCalendarId?: string;
  heroVideoUrls?: string[];
}

/** A stay to price: the dates and guests of the listing's and the quote's query. */
export interface StayDates {
  check_in: string;
  check_out: string;
  guests: number;
}

/** What a property page shows of its availability: merged booked nights, nothing private. */
export interface PublicAvailability {
  from: string;
  to: string;
  /** Today in the site's zone: nights before it cannot be picked. */
  today: string;
  minimum_nights: number;
  blocked: Array<{ start: string; end: string }>;
}

/**
 * A welcome page for one visitor: `granted` with what they may see (`guestExpiresAt`: when the guest's
 * access ends; null for staff, whose view is not saved on the device), `denied` for a visitor without a
 * session for this property, `no-page` when the property has no welcome page.
 */
export type WelcomeView =
  | {
      access: 'granted';
      welcome: Welcome;
      lang: Lang;
      guestExpiresAt: string | null;
      /** A stay's guest's own requests with their replies (issue 43); none for staff and password guests. */
      requests: GuestRequest[];
      /**
       * A stay's guest's own booking: total, paid, balance, how to pay, cancellation (issue 41); null for
       * staff, password guests and a stay without a total.
       */
      booking: GuestBookingSummary | null;
    }
  | { access: 'denied' }
  | { access: 'no-page' };

/** What the contact page's form post hands over: the enquiry's fields as the API takes them. */
export type EnquiryFormInput = EnquiryFields & { website?: string };

/** An enquiry from the contact page's form post: stored (or a dropped honeypot), or refused and why. */
export type EnquiryOutcome = { ok: true } | { ok: false; status: number; message: string };

/**
 * A request to book from the request page's form post: held until `hold_until` (an ISO instant), or
 * refused and why (a 409 carries the quote's `reason`; a 400 its `fields`).
 */
export type BookingRequestOutcome =
  | { ok: true; id: number; hold_until: string; quote: Quote }
  | {
      ok: false;
      status: number;
      message: string;
      reason?: QuoteRefusal['reason'];
      minimum_nights?: number;
      fields?: Record<string, string>;
    };

/** A guest login from a page's form post: done (the session cookie is on the reply), or refused and why. */
export type GuestLoginOutcome = { ok: true } | { ok: false; status: number; message: string };

/**
 * Opening a stay's personal link: done (the session cookie is on the reply), the link no longer works and
 * why, or refused because this address opened too many links that work no longer (token guessing: 429).
 */
export type StayLinkOutcome =
  | { ok: true }
  | { ok: false; end: StayEnd }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * What the editor's live preview shows: the editor's unsaved form (`{seo, sections}` as posted, not yet
 * checked), a stored revision, or the page as staff last left it (the draft if any, else the published page).
 */
export type PagePreviewSource =
  | { kind: 'unsaved'; content: unknown }
  | { kind: 'revision'; revision: number }
  | { kind: 'latest' };

/**
 * The contract between the server and the pages, written down here so that neither side imports the other:
 * server/web/mount.ts builds it for every page request, app/ loaders and actions read it.
 * What the server hands every loader and action: the site settings, the CSP nonce, read access to the
 * domain (loaders call it directly, without an HTTP hop), the visitor's sessions, and the domain writes
 * of the form posts pages accept (actions validate with the common/ schemas first, as the API does).
 */
export interface LoadContext {
  /** The language of the page's address: French under /fr, else English (issue 28). */
  lang: Lang;
  /** The site settings, their texts in the page's language (the English where a French is empty). */
  site: SiteSettings;
  nonce: string;
  /**
   * The public reads, in the page's language (`lang`): staff texts in French on French pages where given,
   * else the English, with `untranslated` naming the fields shown in English.
   */
  data: {
    /** Throws a 400 DomainError when the stay's dates are outside the bookable window. */
    listProperties(filters: ListingQuery): Promise<Property[]>;
    /** Booked nights of a property over [from, to); null for an unknown property. */
    availability(propertyId: number, from: string, to: string): Promise<PublicAvailability | null>;
    findFeaturedProperties(): Promise<Property[]>;
    /**
     * The quote of a stay (the API's `GET /properties/{id}/quote`, same rules), or why it cannot be booked;
     * null for an unknown home.
     */
    priceStay(propertyId: number, stay: StayDates): Promise<StayPrice | null>;
    /** The listed homes' totals for a searched stay, by home id, read in a fixed number of queries. */
    priceListedStays(
      homes: ReadonlyArray<Pick<Property, 'id' | 'minimum_nights' | 'max_guests'>>,
      stay: StayDates,
    ): Promise<Record<number, CardPrice>>;
    /** The site's cancellation policy (a setting): what the quotes and the Terms page read. */
    cancellationPolicy(): Promise<CancellationStep[]>;
    findProperty(id: number): Promise<Property | null>;
    /**
     * A home for its guide's login page, published or a draft: a home being set up has guests testing its
     * guide before it is listed (issue 40 hides drafts from the public pages, not from their guests).
     */
    findGuideProperty(id: number): Promise<Property | null>;
    /** A page of a property's published reviews, newest first; null for an unknown property. */
    propertyReviews(propertyId: number, page: number): Promise<PropertyReviews | null>;
    /** What a review link opens: the stay's review form, or why not (reviewed, expired, not yet, invalid). */
    reviewInvitation(token: string): Promise<ReviewInvitation>;
    /**
     * The welcome page as this visitor may see it, decided by the domain's one access rule
     * (server/domain/access/welcome-access.ts): whole for an admin or a password guest; for a stay's guest before
     * arrival day, with the codes null and `codes_available_at` set; nothing for anyone else. In the
     * language `choice` (the visitor's), else the stay's, else English: staff texts in it where they have a
     * version (`lang`, `untranslated`).
     */
    welcome(propertyId: number, choice?: Lang): Promise<WelcomeView>;
    /** How many hours a request to book holds its nights (the site setting `request_hold_hours`). */
    requestHoldHours(): Promise<number>;
    /** A brochure page's published content, rendered (Markdown to HTML, images resolved); null if never published. */
    findPublishedPage(slug: PageSlug): Promise<RenderedPage | null>;
  };
  auth: {
    adminUser(): Promise<User | null>;
    /** The site requires this signed-in admin to turn on two-factor sign-in first (ADR 0043). */
    mustEnrolTwoFactor(user: User): Promise<boolean>;
    guestSession(): Promise<{ propertyId: number; expiresAt: string; stay: StayOfSession | null } | null>;
    /** Why the visitor's guest cookie no longer opens a page, when a stay link opened it; else null. */
    endedStay(): Promise<StayEnd | null>;
  };
  guest: {
    /** Starts a guest session for the stay (same limits and password check as the API's guest-login). */
    login(propertyId: number, login: GuestLogin): Promise<GuestLoginOutcome>;
    /** Opens a stay's personal link: a session bound to the stay (cookie on the reply), or why not. */
    openStay(propertyId: number, token: string): Promise<StayLinkOutcome>;
    /**
     * A stay's guest asks for something from the guide (the form post, with or without JavaScript): the
     * API's checks, limits and flow (`sendStayRequest`), its answers in `lang`.
     */
    sendRequest(propertyId: number, body: unknown, lang: Lang): Promise<RequestFormOutcome>;
    /** A stay's guest adds to one of their requests (the API's `addGuestReply`). */
    replyToRequest(propertyId: number, requestId: number, text: string): Promise<RequestFormOutcome>;
    /** Ends the visitor's guest session and clears its cookie. */
    logout(): Promise<void>;
  };
  admin: {
    /**
     * Ends the admin session and clears its cookie, also when the session row cannot be deleted now (it is
     * deleted later, or ends at its expiry): a logout always signs the browser out.
     */
    logout(): Promise<void>;
    /**
     * A brochure page rendered exactly as the public page would be (Markdown to sanitised HTML, images
     * resolved), for the editor's preview; never cached. Unsaved content is checked with the common schema
     * (pageContentSchema): null when it does not pass, as when the revision or page does not exist.
     * Throws a 401 HttpError without an admin session (the route redirects to /login before asking).
     * In `lang` (default English) as that language's public page shows it.
     */
    previewPage(slug: PageSlug, source: PagePreviewSource, lang?: Lang): Promise<RenderedPage | null>;
  };
  enquiries: {
    /** Stores a contact-form enquiry (same limit, honeypot and mailing as the API's createEnquiry). */
    send(input: EnquiryFormInput): Promise<EnquiryOutcome>;
  };
  bookings: {
    /**
     * A traveller's request to book from the request page's form post: the API's createBookingRequest
     * (per-address limit, the lock on the home's nights, the hold, both emails) without an HTTP hop.
     */
    request(propertyId: number, input: BookingRequestInput): Promise<BookingRequestOutcome>;
  };
  reviews: {
    /** The guest's review through a review link: the API's by-token call (same answers) without HTTP. */
    submit(token: string, input: GuestReviewInput): Promise<ReviewSubmitOutcome>;
  };
}

declare module 'react-router' {
  interface AppLoadContext extends LoadContext {}
}
