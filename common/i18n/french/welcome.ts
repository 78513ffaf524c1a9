import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: welcome (see common/i18n/translate.ts). */
export const welcomeFrench: Catalogue = {};
