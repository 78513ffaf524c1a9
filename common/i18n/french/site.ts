import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: site (see common/i18n/translate.ts). */
export const siteFrench: Catalogue = {
  'Too many requests': 'Trop de demandes',
  'Something went wrong': 'Un problème est survenu',
  'Please try again in a moment.': 'Veuillez réessayer dans un instant.',
  'Back to Home': "Retour à l'accueil",
  // the menu and the footer's links (app/lib/site/site-links.ts)
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
  // the header, the menu and the footer
  'Skip to content': 'Aller au contenu',
  'Call {phone}': 'Appeler le {phone}',
  'Open menu': 'Ouvrir le menu',
  Menu: 'Menu',
  'Close menu': 'Fermer le menu',
  Main: 'Principal',
  'Staff login': 'Connexion du personnel',
  'Visit or call': 'Visitez-nous ou appelez',
  Footer: 'Pied de page',
  'Good to know': 'Bon à savoir',
  '© {year} {name}. All rights reserved.': '© {year} {name}. Tous droits réservés.',
  // the splash, the 404 page, loading and offline notes
  'Welcome to {name}: warming up your mountain getaway…':
    'Bienvenue chez {name} : on prépare votre escapade en montagne…',
  'Error 404': 'Erreur 404',
  'Browse rentals': 'Voir les locations',
  "Oops... The page you're looking for doesn't exist.": "Oups... La page que vous cherchez n'existe pas.",
  'Finding your dream vacation home': 'Recherche de votre maison de vacances de rêve',
  'Loading property details': 'Chargement des détails du logement',
  'Loading…': 'Chargement…',
  'Retrying…': 'Nouvel essai…',
  'Try again': 'Réessayer',
  'You are offline — showing the page as of {time}':
    'Vous êtes hors ligne — voici la page telle qu’elle était le {time}',
  Close: 'Fermer',
  '(opens in a new tab)': '(s’ouvre dans un nouvel onglet)',
  'Map of {address}': 'Carte : {address}',
  'Open in Google Maps': 'Ouvrir dans Google Maps',
  'Snowy peaks of the Selkirk Mountains at golden hour': 'Sommets enneigés des monts Selkirk à l’heure dorée',
};
