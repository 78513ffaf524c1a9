import type { Catalogue } from '../translate.ts';

/**
 * French of the site's own texts: emails (the guest emails' fixed parts, see common/i18n/translate.ts):
 * what a placeholder says when the welcome page leaves it blank.
 */
export const emailsFrench: Catalogue = {
  'the afternoon': "l'après-midi",
  'the morning': 'le matin',
  'See your guide.': 'Consultez votre guide.',
};
