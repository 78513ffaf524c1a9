import type { Property } from '../common/property.ts';
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

/**
 * What the server hands every loader: the site settings, the CSP nonce, and read access to the domain
 * (loaders call it directly, without an HTTP hop).
 */
export interface LoadContext {
  site: SiteSettings;
  nonce: string;
  data: {
    listProperties(filters: Record<string, number | undefined>): Promise<Property[]>;
    findFeaturedProperties(): Promise<Property[]>;
    findProperty(id: number): Promise<Property | null>;
    findWelcome(propertyId: number): Promise<Welcome | null>;
  };
}

declare module 'react-router' {
  interface AppLoadContext extends LoadContext {}
}
