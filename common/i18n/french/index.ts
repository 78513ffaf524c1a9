import type { Catalogue } from '../translate.ts';
import { contentFrench } from './content.ts';
import { emailsFrench } from './emails.ts';
import { formsFrench } from './forms.ts';
import { listingsFrench } from './listings.ts';
import { pagesFrench } from './pages.ts';
import { siteFrench } from './site.ts';
import { welcomeFrench } from './welcome.ts';

/**
 * The whole French catalogue, one file per part of the site so that each stays readable:
 * site (header, menu, footer, splash, errors), pages (the brochure pages), listings (search, property
 * pages, calendars, reviews), forms (contact, review and login forms, their messages), welcome (the
 * guest's guide), emails (the guest emails' fixed parts) and content (around staff texts).
 */
export const frenchCatalogue: Catalogue = {
  ...siteFrench,
  ...pagesFrench,
  ...listingsFrench,
  ...formsFrench,
  ...welcomeFrench,
  ...emailsFrench,
  ...contentFrench,
};
