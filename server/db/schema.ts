import type { Generated } from 'kysely';
import type { EnquiryKind } from '#common/enquiry.ts';

/**
 * Table types. Timestamps are ISO-8601 UTC strings (`toISOString()`), which sort and compare the same
 * way as text on both engines; booleans are 0/1 integers for the same reason.
 */
export interface Database {
  users: UsersTable;
  user_two_factor: UserTwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  admin_sessions: AdminSessionsTable;
  guest_sessions: GuestSessionsTable;
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  property_amenities: PropertyAmenitiesTable;
  welcome_pages: WelcomePagesTable;
  welcome_amenities: WelcomeAmenitiesTable;
  shuttle_images: ShuttleImagesTable;
  house_rules: HouseRulesTable;
  enquiries: EnquiriesTable;
  request_replies: RequestRepliesTable;
  server_secrets: ServerSecretsTable;
  image_variants: ImageVariantsTable;
  content_revisions: ContentRevisionsTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_blocks: CalendarBlocksTable;
  stays: StaysTable;
  calendar_reservations: CalendarReservationsTable;
  pages: PagesTable;
  page_revisions: PageRevisionsTable;
  page_sections: PageSectionsTable;
  page_drafts: PageDraftsTable;
  site_settings: SiteSettingsTable;
  places: PlacesTable;
  property_places: PropertyPlacesTable;
  reviews: ReviewsTable;
  guest_messages: GuestMessagesTable;
  message_templates: MessageTemplatesTable;
  house_notes: HouseNotesTable;
  translations: TranslationsTable;
  property_rates: PropertyRatesTable;
  rate_seasons: RateSeasonsTable;
  length_discounts: LengthDiscountsTable;
  tax_rates: TaxRatesTable;
  cancellation_rules: CancellationRulesTable;
  tasks: TasksTable;
  checklist_items: ChecklistItemsTable;
  task_checklist_items: TaskChecklistItemsTable;
  task_photos: TaskPhotosTable;
  task_notices: TaskNoticesTable;
  activity: ActivityTable;
  booking_requests: BookingRequestsTable;
  stay_payments: StayPaymentsTable;
  booking_mails: BookingMailsTable;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  created_at: string;
  /** 'admin' | 'manager' | 'housekeeping' (common/auth.ts); existing users are 'admin' */
  role: Generated<string>;
  /** where task assignments are mailed (issue 42); null: none */
  email: Generated<string | null>;
}

/** A user's TOTP secret (ADR 0043): unconfirmed until a first code; `last_step` refuses a code twice. */
export interface UserTwoFactorTable {
  user_id: number;
  /** base32, as the authenticator app holds it */
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** the 30-second step of the last code accepted (about 59 million in 2026: an integer to year 4000) */
  last_step: number | null;
}

/** A single-use recovery code, stored as its SHA-256 (hex). */
export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AdminSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface GuestSessionsTable {
  token_hash: string;
  property_id: number;
  created_at: string;
  expires_at: string;
  /** How the guest got in: 'password' (a property-password login); the default for older rows. */
  origin: Generated<GuestSessionOrigin>;
  /** The stay whose link opened the session (origin 'stay'); null for password logins. */
  stay_id: number | null;
}

/** 'password': a property-password login; 'stay': a stay's personal link. */
export type GuestSessionOrigin = 'password' | 'stay';

/**
 * One guest's visit, nights `[arrival, departure)` as `YYYY-MM-DD` in SITE_TIMEZONE, opened by a personal
 * link. The token itself is never stored: `token_hash` finds the stay, `link_nonce` derives the token again
 * (with a server secret) to show the link to staff (ADR 0016).
 */
export interface StaysTable {
  id: Generated<number>;
  property_id: number;
  guest_name: string;
  arrival: string;
  departure: string;
  token_hash: string;
  link_nonce: string;
  revoked_at: string | null;
  /** the name of the admin who added it */
  created_by: string | null;
  created_at: string;
  guest_email: string | null;
  /** private to staff */
  note: string | null;
  /** the channel reservation the stay was made from (a feed event's UID), with its summary then */
  reservation_feed_id: number | null;
  reservation_uid: string | null;
  reservation_summary: string | null;
  /** the message kinds switched off for this stay, comma separated ('' = none) */
  messages_off: Generated<string>;
  /** 'en' | 'fr': the language of the stay's welcome page and emails (issue 28) */
  language: Generated<string>;
  /** when staff last copied or shared the personal link from its share panel; null: never */
  link_shared_at: Generated<string | null>;
  /** issue 41: the party's size, the guest's phone and the booking's total in cents (null: not entered) */
  guests: Generated<number | null>;
  guest_phone: Generated<string | null>;
  total_cents: Generated<number | null>;
  /** a cancelled booking: when, why, and the refund its policy gave that day (the link ends with it) */
  cancelled_at: Generated<string | null>;
  cancel_reason: Generated<string | null>;
  refund_due_cents: Generated<number | null>;
  /** the stay's own door code, replacing the home's for this stay (issue 43); null: the home's */
  door_code: Generated<string | null>;
  /** the stay's own check-in and checkout times once a request is approved (issue 43); null: the home's */
  check_in_time: Generated<string | null>;
  checkout_time: Generated<string | null>;
}

/** The guest-mail outbox, one row per (stay, kind) (issue 25, ADR 0032); `kind` is a `MessageKind`. */
export interface GuestMessagesTable {
  id: Generated<number>;
  stay_id: number;
  property_id: number;
  kind: string;
  to_address: string;
  subject: Generated<string>;
  /** a `MessageStatus` */
  status: string;
  send_at: string;
  /** when a worker may take it: due, after a retry's backoff, or when a claim's lease ends */
  next_attempt_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  claimed_by: string | null;
  created_at: string;
}

/** Staff's text for a message kind; a kind without a row uses the default text. */
export interface MessageTemplatesTable {
  kind: string;
  subject: string;
  body: string;
  enabled: number;
  updated_at: string;
}

/**
 * An imported feed event that looks like a booking, nights `[start_date, end_date)` in SITE_TIMEZONE; a
 * sync replaces a feed's rows that end after today, so past reservations stay (ADR 0028).
 */
export interface CalendarReservationsTable {
  id: Generated<number>;
  property_id: number;
  feed_id: number;
  uid: string;
  start_date: string;
  end_date: string;
  summary: string;
}

/** Secrets shared by every node (the known-device cookie key), created on first use. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Counters of content versions; the row `public` is the public content revision (domain/shared/public-content.ts). */
export interface ContentRevisionsTable {
  name: string;
  /** bigint: PostgreSQL returns it as a string */
  revision: number | string;
  changed_at: string;
}

export interface PropertiesTable {
  id: Generated<number>;
  name: string;
  description: string;
  address: string;
  address_description: string;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  sqft: number;
  max_guests: number;
  minimum_nights: number;
  guesty_link: string;
  is_featured: number;
  created_at: string;
  updated_at: string;
  /** CAD per night, "From $245 / night"; null when not shown */
  nightly_rate_from: number | null;
  /** British Columbia short-term-rental registration number; null when not given */
  registration_number: string | null;
  /** The local (town) business licence number; null when not given (migration 017) */
  business_licence: string | null;
  /** 1 published, 0 a draft only staff see (migration 017; the homes before it are published) */
  is_published: Generated<number>;
  /**
   * The secret of the property's exported iCalendar feed, made with the property (migration 008 gave the
   * older ones theirs); the column stays nullable in SQL because SQLite cannot add NOT NULL to it in place.
   */
  calendar_export_key: string;
  /** 1 once staff chose which places the guide shows (property_places); 0 shows every place */
  places_chosen: Generated<number>;
  /** 1: the home takes requests to book on its page (issue 41); 0 (default): it does not */
  booking_requests: Generated<number>;
}

/** A place of the local guide staff keep (issue 26); `category` is a `PlaceCategory`. */
export interface PlacesTable {
  id: Generated<number>;
  name: string;
  category: string;
  note: string;
  address: string;
  website: string;
  phone: string;
  /** the photo, from the image pipeline; null without one */
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string;
  created_at: string;
  updated_at: string;
}

/** A property's choice of places, in the order its guide lists them. */
export interface PropertyPlacesTable {
  property_id: number;
  place_id: number;
  position: number;
}

/** An iCalendar feed a channel exports for a property (admin only). Timestamps are ISO-8601 UTC. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  label: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  claimed_until: string | null;
  claimed_by: string | null;
  created_at: string;
}

/** Booked nights `[start_date, end_date)`, `YYYY-MM-DD` in SITE_TIMEZONE. */
export interface CalendarBlocksTable {
  id: Generated<number>;
  property_id: number;
  start_date: string;
  end_date: string;
  source: 'manual' | 'feed';
  /** the feed it was imported from; null for manual blocks */
  feed_id: number | null;
  /** staff only, never public */
  note: string | null;
  created_by: string | null;
  created_at: string;
}

/** A stored image: `image_key` names its WebP variants (image_variants); width/height are the largest variant's. */
export interface StoredImageColumns {
  image_key: string;
  width: number;
  height: number;
}

export interface PropertyImagesTable extends StoredImageColumns {
  id: Generated<number>;
  property_id: number;
  kind: 'cover' | 'gallery';
  position: number;
}

export interface PropertyAmenitiesTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  name: string;
}

export interface WelcomePagesTable {
  property_id: number;
  owning_company: string;
  contact_email: string;
  contact_phone: string;
  checkout_time: string;
  checkout_instructions: string;
  garbage_info: string;
  garbage_location: string;
  garbage_code: string;
  wifi_network: string;
  wifi_password: string;
  parking_location: string;
  parking_instructions: string;
  shuttle_description: string;
  pm_contact: string;
  check_in_time: Generated<string>;
  check_in_instructions: Generated<string>;
  door_code: Generated<string>;
  door_instructions: Generated<string>;
  /** 1: a property-password guest sees the door code too; 0 (default): only a stay's guest does */
  password_shows_codes: Generated<number>;
  /** the earliest check-in and latest checkout the home allows ('' = not offered), issue 43 */
  early_check_in: Generated<string>;
  late_checkout: Generated<string>;
  /** 1: an early check-in or late checkout request is approved at once when the home is free */
  auto_approve_times: Generated<number>;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface WelcomeAmenitiesTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  key: string;
  name: string;
  description: string;
  video_link: string;
  image_key: string | null;
  width: number | null;
  height: number | null;
}

export interface ShuttleImagesTable extends StoredImageColumns {
  id: Generated<number>;
  property_id: number;
  position: number;
}

export interface HouseRulesTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  rule: string;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface EnquiriesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_last_error: string | null;
  mail_next_attempt_at: string | null;
  mail_sent_at: string | null;
  handled_at: string | null;
  /** 'contact' (the contact form) or a guest's request from the stay page */
  kind: Generated<EnquiryKind>;
  /** the stay a request came from; null for the contact form */
  stay_id: number | null;
  /** a stay request's state (a `RequestStatus`); null for the contact form's */
  request_status: Generated<string | null>;
  /** a stay request's own words, without the mail's heading; null for the contact form's */
  request_text: Generated<string | null>;
}

/**
 * A reply in a stay request's thread (issue 43): from the guest, or from staff (`created_by`), a staff
 * reply being mailed to `to_address` once, with the enquiries' outbox columns; a guest's has no mail.
 */
export interface RequestRepliesTable {
  id: Generated<number>;
  enquiry_id: number;
  /** 'staff' | 'guest' */
  author: string;
  text: string;
  created_at: string;
  created_by: string | null;
  to_address: string | null;
  /** null for a guest's reply (nothing to mail) */
  mail_status: MailStatus | null;
  mail_attempts: Generated<number>;
  mail_next_attempt_at: string | null;
  mail_sent_at: string | null;
  mail_last_error: string | null;
}

/** One WebP variant of a stored image; variants are written once and never changed, only deleted. */
export interface ImageVariantsTable {
  image_key: string;
  width: number;
  bytes: number;
  /** Hex SHA-256 of `content`: the strong ETag, and a check on the per-node disk cache. */
  sha256: string;
  content: Buffer;
  created_at: string;
}

/** A brochure page (issue 12): which revision visitors see (0 = never published). */
export interface PagesTable {
  slug: string;
  published_revision: number;
  created_at: string;
}

/** One publish of a page: its SEO fields (JSON), who, when and what changed. */
export interface PageRevisionsTable {
  id: Generated<number>;
  slug: string;
  revision: number;
  seo: string;
  summary: string;
  restored_from: number | null;
  published_at: string;
  published_by: string | null;
}

/** The ordered sections of a revision; `fields` is the section's JSON. */
export interface PageSectionsTable {
  id: Generated<number>;
  revision_id: number;
  position: number;
  section_id: string;
  kind: string;
  fields: string;
}

/** A page's working copy (at most one per page), saved and read as a whole. */
export interface PageDraftsTable {
  slug: string;
  base_revision: number;
  seo: string;
  sections: string;
  restored_from: number | null;
  updated_at: string;
  updated_by: string | null;
}

/** One site setting (brand name, phone, ...), its value as JSON. */
export interface SiteSettingsTable {
  name: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/**
 * A guest review (issue 27): from a stay's review link (`stay_id`, source 'direct', `stay_month`) or copied
 * by staff from a channel (`reviewed_on`). Shown once `status` is 'published'.
 */
export interface ReviewsTable {
  id: Generated<number>;
  property_id: number;
  stay_id: number | null;
  source: 'airbnb' | 'vrbo' | 'booking' | 'google' | 'direct';
  rating: number;
  text: string;
  name: string | null;
  stay_month: string | null;
  reviewed_on: string | null;
  status: 'pending' | 'published' | 'hidden';
  reply: string | null;
  created_at: string;
  published_at: string | null;
  /** the admin who entered a channel review; null for a guest's own */
  created_by: string | null;
}

/** Staff-only notes on a home for the cleaners (issue 24); a home without a row has none. */
export interface HouseNotesTable {
  property_id: number;
  turnover_notes: string;
  updated_at: string;
}

/** The French (or another language's) version of one field of a staff-written record (issue 28). */
export interface TranslationsTable {
  /** a `TranslatedKind` of common/translations.ts */
  kind: string;
  record_id: string;
  lang: string;
  field: string;
  text: string;
  updated_at: string;
}

/** A home's base rates (issue 40); money in integer cents (CAD). No row: the home has no rates. */
export interface PropertyRatesTable {
  property_id: number;
  nightly_cents: number;
  weekend_nightly_cents: number | null;
  cleaning_fee_cents: number;
  extra_guest_after: number | null;
  extra_guest_nightly_cents: number | null;
  updated_at: string;
  updated_by: string | null;
}

/** A dated season of a home's rates: nights with `start_date <= night < end_date` (YYYY-MM-DD). */
export interface RateSeasonsTable {
  id: Generated<number>;
  property_id: number;
  name: string;
  start_date: string;
  end_date: string;
  nightly_cents: number;
  weekend_nightly_cents: number | null;
  minimum_nights: number | null;
}

/** Percent off the nights for stays of at least `min_nights`. */
export interface LengthDiscountsTable {
  id: Generated<number>;
  property_id: number;
  min_nights: number;
  percent: number;
}

/** A site-wide tax, in `position` order; `basis_points` is the percent times 100; `on_fees` 0/1. */
export interface TaxRatesTable {
  id: Generated<number>;
  position: number;
  name: string;
  basis_points: number;
  on_fees: number;
  exempt_from_nights: number | null;
}

/** One step of the site's cancellation policy, in `position` order. */
export interface CancellationRulesTable {
  id: Generated<number>;
  position: number;
  days_before: number;
  refund_percent: number;
  fee_percent: number;
}

/** A housekeeping or maintenance task (issue 42); `cancelled_at` set: its stay is gone, and it is not listed. */
export interface TasksTable {
  id: Generated<number>;
  /** a `TaskKind` */
  kind: string;
  property_id: number;
  stay_id: number | null;
  title: string;
  description: string;
  note: string;
  due_at: string;
  assignee_id: number | null;
  /** a `TaskStatus` */
  status: string;
  /** a `TaskPriority` */
  priority: string;
  created_by: string | null;
  created_at: string;
  cancelled_at: string | null;
}

/** A home's checklist, copied into each new clean task; `photo_required` 0/1. */
export interface ChecklistItemsTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  label: string;
  photo_required: number;
}

/** A task's own copy of a checklist item; `done` and `photo_required` 0/1. */
export interface TaskChecklistItemsTable {
  id: Generated<number>;
  task_id: number;
  position: number;
  label: string;
  photo_required: number;
  done: number;
  done_by: string | null;
  done_at: string | null;
}

/** A task photo: the pipeline's largest WebP variant, served to staff only. */
export interface TaskPhotosTable {
  id: Generated<number>;
  task_id: number;
  item_id: number | null;
  /** the sender's idempotency key: a photo sent twice is stored once */
  upload_key: string | null;
  width: number;
  height: number;
  content: Buffer | Uint8Array;
  taken_at: string;
  taken_by: string | null;
}

/** The assignment mail's outbox: one row per assignment, claimed with a lease. */
export interface TaskNoticesTable {
  id: Generated<number>;
  task_id: number;
  to_address: string;
  /** 'pending' | 'sent' | 'failed' */
  status: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** Who did what (issue 42, item 7), written in the transaction of the change. */
export interface ActivityTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  property_id: number | null;
  stay_id: number | null;
  task_id: number | null;
  detail: string;
}

/**
 * A traveller's request to book (issue 41, ADR 0044). While `status` is 'pending' and `hold_until` is ahead
 * it holds its nights `[check_in, check_out)`; a pending one past `hold_until` reads as 'expired'.
 */
export interface BookingRequestsTable {
  id: Generated<number>;
  property_id: number;
  check_in: string;
  check_out: string;
  guests: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  lang: string;
  /** 'pending' | 'accepted' | 'declined' */
  status: string;
  hold_until: string;
  /** the quote as the traveller was given it, JSON */
  quote: string;
  total_cents: number;
  created_at: string;
  answered_at: string | null;
  answered_by: string | null;
  decline_message: string | null;
  stay_id: number | null;
}

/** Money staff recorded as received for a stay (the site takes no card payments: ADR 0044). */
export interface StayPaymentsTable {
  id: Generated<number>;
  stay_id: number;
  cents: number;
  method: string;
  received_on: string;
  note: string;
  recorded_by: string | null;
  created_at: string;
}

/** The booking emails' outbox: each stored composed, sent once by whichever node claims it. */
export interface BookingMailsTable {
  id: Generated<number>;
  kind: string;
  request_id: number | null;
  stay_id: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  /** 'pending' | 'sent' | 'failed' */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}
