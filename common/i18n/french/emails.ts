import type { Catalogue } from '../translate.ts';

/**
 * French of the site's own texts: emails (the guest emails' fixed parts, see common/i18n/translate.ts):
 * what a placeholder says when the welcome page leaves it blank.
 */
export const emailsFrench: Catalogue = {
  'the afternoon': "l'après-midi",
  // after "by" / "à" in a checkout sentence: "à la fin de la matinée" (never "à le matin")
  'the end of the morning': 'la fin de la matinée',
  'See your guide.': 'Consultez votre guide.',
  // booking emails (issue 41)
  '{home}, {from} to {to}, {guests} guests': '{home}, du {from} au {to}, {guests} voyageurs',
  'After that, cancelling refunds nothing.':
    'Après cette date, une annulation ne donne lieu à aucun remboursement.',
  'Cancel by {date}: {amount} refunded.': "Annulation jusqu'au {date} : {amount} remboursés.",
  'Total: {amount}': 'Total : {amount}',
  'We received your request to book {home}': 'Nous avons bien reçu votre demande de réservation pour {home}',
  'Hello {name},': 'Bonjour {name},',
  'Thank you for your request: {trip}.': 'Merci de votre demande : {trip}.',
  'We hold these dates for you until {time}. We will answer by then.':
    "Nous vous réservons ces dates jusqu'au {time}. Nous vous répondrons d'ici là.",
  'Your booking at {home} is confirmed': 'Votre réservation à {home} est confirmée',
  'Your booking is confirmed: {trip}.': 'Votre réservation est confirmée : {trip}.',
  'Your request to book {home}': 'Votre demande de réservation pour {home}',
  'We are sorry: we cannot accept your request ({trip}). The dates are free again.':
    'Nous sommes désolés : nous ne pouvons pas accepter votre demande ({trip}). Les dates sont de nouveau libres.',
  'Your booking at {home} is cancelled': 'Votre réservation à {home} est annulée',
  'Your booking is cancelled: {trip}.': 'Votre réservation est annulée : {trip}.',
  'Refund due to you: {amount}': 'Remboursement qui vous est dû : {amount}',
  // staff's answer to a guest request (issue 43)
  'About your request ({kind}) for {home}: {status}.': 'Votre demande ({kind}) pour {home} : {status}.',
  'Your requests and our answers are in your guide: {link}':
    'Vos demandes et nos réponses sont dans votre guide : {link}',
  'Your requests and our answers are in your guide:': 'Vos demandes et nos réponses sont dans votre guide :',
  '{kind}: {status} ({home})': '{kind} : {status} ({home})',
};
