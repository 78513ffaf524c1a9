import type { Catalogue } from '../translate.ts';
import { emailsFrench } from './emails.ts';
import { privatePagesFrench } from './private-pages.ts';

/**
 * The whole French catalogue, one file per part of the site so that each stays readable:
 * site (header, menu, footer, splash, errors), pages (the brochure pages), listings (search, property
 * pages, calendars, reviews), forms (contact, review and login forms, their messages), welcome (the
 * guest's guide), emails (the guest emails' fixed parts) and content (around staff texts). The server
 * loads it all; the browser the part its page needs (app/entry.client.tsx).
 */
export const frenchCatalogue: Catalogue = { ...privatePagesFrench, ...emailsFrench };
