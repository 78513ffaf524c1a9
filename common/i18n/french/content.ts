import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: around staff content (the note where a French version is missing). */
export const contentFrench: Catalogue = {
  'Some parts of this page are not translated yet.':
    'Certaines parties de cette page ne sont pas encore traduites.',
  // the local guide's categories (common/place.ts)
  'Eat & drink': 'Restos et cafés',
  'Ski & ride': 'Ski et planche',
  'Hike & bike': 'Randonnée et vélo',
  'Groceries & supplies': 'Épicerie et provisions',
  'Rainy day': 'Jours de pluie',
  'Emergency & health': 'Urgences et santé',
};
