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
  // staff's answer to a guest request (issue 43)
  'Hello {name},': 'Bonjour {name},',
  'About your request ({kind}) for {home}: {status}.': 'Votre demande ({kind}) pour {home} : {status}.',
  'Your requests and our answers are in your guide: {link}':
    'Vos demandes et nos réponses sont dans votre guide : {link}',
  'Your requests and our answers are in your guide:': 'Vos demandes et nos réponses sont dans votre guide :',
  '{kind}: {status} ({home})': '{kind} : {status} ({home})',
};
