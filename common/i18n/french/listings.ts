import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: listings (see common/i18n/translate.ts). */
export const listingsFrench: Catalogue = {};
