import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: around staff content (the note where a French version is missing). */
export const contentFrench: Catalogue = {
  'Some parts of this page are not translated yet.':
    'Certaines parties de cette page ne sont pas encore traduites.',
};
