import type { MessageKind, TemplateInput, TemplateTranslations } from './guest-messages.ts';

/** The texts every kind starts with until staff save their own (Markdown, placeholders in braces). */
export const defaultTemplates: Record<MessageKind, TemplateInput> = {
  guide: {
    subject: 'Your guide to {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'We look forward to welcoming you at {property_name} from {arrival} to {departure}.',
      '',
      '[Open your personal guide]({link}) — it holds the address and directions, check-in from ' +
        '{check_in_time}, the Wi-Fi, parking, the house rules and our local tips. From your arrival day it ' +
        'also shows your door code.',
      '',
      'Keep this email: the link is yours for the whole stay.',
      '',
      'Questions? Reply to this email or call us at {site_phone}.',
    ].join('\n'),
    enabled: true,
  },
  arrival: {
    subject: 'Welcome today to {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'Your door code is in your guide from today: [open your guide]({link}).',
      '',
      'Check-in is from {check_in_time}. The address is {address} ([open in Maps]({map_link})).',
      '',
      'Safe travels! If anything is unclear, call us at {site_phone}.',
    ].join('\n'),
    enabled: true,
  },
  checkout: {
    subject: 'Checkout tomorrow at {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'We hope you are enjoying your stay. Checkout is tomorrow, {departure}, by {checkout_time}.',
      '',
      'Before you leave:',
      '',
      '{checkout_steps}',
      '',
      'Everything else is in [your guide]({link}).',
      '',
      'Need a later checkout? Call us at {site_phone}.',
    ].join('\n'),
    enabled: true,
  },
  after: {
    subject: 'Thank you for staying at {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'Thank you for staying with us at {property_name}. We hope Revelstoke treated you well and that we ' +
        'will see you again.',
      '',
      'If you have a minute, [tell other travellers about your stay]({review_link}): a few words and a rating.',
      '',
      'Anything we could do better? Simply reply to this email.',
    ].join('\n'),
    enabled: true,
  },
};

/**
 * The French every kind starts with (issue 28), written for Canadian French readers rather than word for
 * word; the same placeholders as the English. Read until staff save the kind, then stored with it.
 */
export const defaultFrenchTemplates: Record<
  MessageKind,
  Required<NonNullable<TemplateTranslations['fr']>>
> = {
  guide: {
    subject: 'Votre guide pour {property_name}',
    body: [
      'Bonjour {guest_name},',
      '',
      'Nous avons hâte de vous accueillir à {property_name} du {arrival} au {departure}.',
      '',
      "[Ouvrez votre guide personnel]({link}) : vous y trouverez l'adresse et l'itinéraire, l'heure " +
        "d'arrivée (à partir de {check_in_time}), le Wi-Fi, le stationnement, le règlement de la maison et " +
        'nos bonnes adresses. Dès le jour de votre arrivée, il affiche aussi le code de la porte.',
      '',
      'Conservez ce courriel : le lien vous servira pendant tout votre séjour.',
      '',
      'Des questions ? Répondez à ce courriel ou appelez-nous au {site_phone}.',
    ].join('\n'),
  },
  arrival: {
    subject: "Bienvenue aujourd'hui à {property_name}",
    body: [
      'Bonjour {guest_name},',
      '',
      "Le code de la porte figure dans votre guide dès aujourd'hui : [ouvrez votre guide]({link}).",
      '',
      "L'arrivée se fait à partir de {check_in_time}. L'adresse : {address} ([ouvrir dans Maps]({map_link})).",
      '',
      "Bonne route ! Si quelque chose n'est pas clair, appelez-nous au {site_phone}.",
    ].join('\n'),
  },
  checkout: {
    subject: 'Départ demain : {property_name}',
    body: [
      'Bonjour {guest_name},',
      '',
      'Nous espérons que vous profitez bien de votre séjour. Le départ est prévu demain, {departure}, ' +
        'au plus tard à {checkout_time}.',
      '',
      'Avant de partir :',
      '',
      '{checkout_steps}',
      '',
      'Tout le reste se trouve dans [votre guide]({link}).',
      '',
      'Besoin de partir plus tard ? Appelez-nous au {site_phone}.',
    ].join('\n'),
  },
  after: {
    subject: 'Merci de votre séjour à {property_name}',
    body: [
      'Bonjour {guest_name},',
      '',
      "Merci d'avoir séjourné chez nous, à {property_name}. Nous espérons que vous avez profité de " +
        'Revelstoke et que nous aurons le plaisir de vous revoir.',
      '',
      'Si vous avez une minute, [racontez votre séjour aux autres voyageurs]({review_link}) : quelques mots ' +
        'et une note.',
      '',
      'Quelque chose que nous pourrions améliorer ? Répondez simplement à ce courriel.',
    ].join('\n'),
  },
};
