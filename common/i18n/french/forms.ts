import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: forms (see common/i18n/translate.ts). */
export const formsFrench: Catalogue = {};
