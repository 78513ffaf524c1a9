import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: site (see common/i18n/translate.ts). */
export const siteFrench: Catalogue = {
  'Too many requests': 'Trop de demandes',
  'Something went wrong': 'Un problème est survenu',
  'Please try again in a moment.': 'Veuillez réessayer dans un instant.',
  'Back to Home': "Retour à l'accueil",
  // the menu and the footer's links (app/lib/site-links.ts)
  Home: 'Accueil',
  Accommodations: 'Hébergements',
  'Live the local life': 'Vivre comme un local',
  'About Us': 'À propos',
  Partners: 'Partenaires',
  'Guest Services': 'Services aux invités',
  'Homeowner Benefits': 'Avantages pour les propriétaires',
  Contact: 'Contact',
  'Privacy Policy': 'Politique de confidentialité',
  'Terms & Conditions': 'Conditions générales',
  Login: 'Connexion',
};
