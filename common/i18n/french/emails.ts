import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: emails (see common/i18n/translate.ts). */
export const emailsFrench: Catalogue = {};
