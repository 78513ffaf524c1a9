import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: pages (see common/i18n/translate.ts). */
export const pagesFrench: Catalogue = {};
