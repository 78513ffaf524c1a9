import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: pages (see common/i18n/translate.ts). */
export const pagesFrench: Catalogue = {
  'Page not found': 'Page introuvable',
  "The page you're looking for doesn't exist.": "La page que vous cherchez n'existe pas.",
  'Contact us': 'Nous joindre',
  Office: 'Bureau',
  // the legal pages
  'Effective {date}': 'En vigueur le {date}',
  Contents: 'Sommaire',
  // RevyLife: its season navigation and the events calendar (app/components/public/content/events-calendar.tsx)
  Seasons: 'Saisons',
  'Events calendar': 'Calendrier des événements',
  'The year in Revelstoke': 'L’année à Revelstoke',
  'Early December': 'Début décembre',
  'Opening day at Revelstoke Mountain Resort, usually with a party at the base':
    'Ouverture de la saison à Revelstoke Mountain Resort, souvent fêtée au pied des pentes',
  February: 'Février',
  'Winter carnival weekends: snow sculptures, family skate nights and torchlight runs':
    'Fins de semaine du carnaval d’hiver : sculptures sur neige, soirées de patin en famille et descentes aux flambeaux',
  'May to October': 'De mai à octobre',
  'Saturday farmers’ market in Grizzly Plaza: bread, berries, crafts and coffee':
    'Marché fermier du samedi sur la Grizzly Plaza : pain, petits fruits, artisanat et café',
  'July and August': 'Juillet et août',
  'Summer Street Fest: free live music in Grizzly Plaza most evenings':
    'Summer Street Fest : musique live gratuite sur la Grizzly Plaza presque tous les soirs',
  September: 'Septembre',
  'Harvest and trail-running weekends, with golden larches up high':
    'Fins de semaine des récoltes et de course en sentier, avec les mélèzes dorés en altitude',
  'Exact dates change every year:': 'Les dates exactes changent chaque année :',
  'see what is on this week': 'voyez ce qui se passe cette semaine',
  ', or ask us when you book.': ', ou demandez-nous au moment de réserver.',
  'Calendar view': 'Affichage du calendrier',
  Month: 'Mois',
  Agenda: 'Agenda',
  'Events calendar, month view': 'Calendrier des événements, affichage par mois',
  'Events calendar, agenda view': 'Calendrier des événements, affichage en agenda',
};
