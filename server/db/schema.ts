import type { Generated } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings (`toISOString()`), which sort and compare the same
 * way as text on both engines; booleans are 0/1 integers for the same reason.
 */
export interface Database {
  users: UsersTable;
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
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  created_at: string;
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
}

/** A stored image: `image_key` names the WebP variants on disk; width/height are the largest variant's. */
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
}
