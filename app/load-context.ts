import type { User } from '../common/auth.ts';
import type { ListingFilters, Property } from '../common/property.ts';
import type { Welcome } from '../common/welcome.ts';

/** Public settings the pages show: brand, contact details, third-party ids (never secrets). */
export interface SiteSettings {
  name: string;
  town: string;
  phone: string;
  email: string;
  address: string;
  developer: string;
  publicUrl: string;
  hospital: { name: string; address: string; phone: string };
  gaMeasurementId?: string;
  contactWidgetUrl?: string;
  eventsCalendarId?: string;
  heroVideoUrls?: string[];
}

/** The answer of an in-process /api/v1 call made on behalf of the visitor (their cookies and IP). */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /** Set-Cookie headers to pass on to the browser. */
  setCookie: string[];
}

/**
 * What the server hands every loader and action: the site settings, the CSP nonce, read access to the
 * domain (loaders call it directly, without an HTTP hop), the visitor's sessions, and — for actions of
 * plain form posts — the API itself, called in-process with the visitor's cookies and address.
 */
export interface LoadContext {
  site: SiteSettings;
  nonce: string;
  data: {
    listProperties(filters: ListingFilters): Promise<Property[]>;
    findFeaturedProperties(): Promise<Property[]>;
    findProperty(id: number): Promise<Property | null>;
    findWelcome(propertyId: number): Promise<Welcome | null>;
  };
  auth: {
    adminUser(): Promise<User | null>;
    guestSession(): Promise<{ propertyId: number; expiresAt: string } | null>;
  };
  api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<ApiAnswer>;
}

declare module 'react-router' {
  interface AppLoadContext extends LoadContext {}
}
