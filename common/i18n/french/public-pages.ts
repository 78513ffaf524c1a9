import type { Catalogue } from '../translate.ts';
import { contentFrench } from './content.ts';
import { formsFrench } from './forms.ts';
import { listingsFrench } from './listings.ts';
import { pagesFrench } from './pages.ts';
import { siteFrench } from './site.ts';

/**
 * What a French public page loads in the browser: the whole catalogue but the guest's guide and the
 * emails (about 3.5 KB of 9 KB compressed). catalogue.test.ts checks that it holds every text of the
 * public pages' code.
 */
export const publicPagesFrench: Catalogue = {
  ...siteFrench,
  ...pagesFrench,
  ...listingsFrench,
  ...formsFrench,
  ...contentFrench,
  // requests as conversations (issue 43): common/request-threads.ts, shared with the guide and the mails
  'Waiting for an answer': 'En attente de réponse',
  Approved: 'Acceptée',
  Declined: 'Refusée',
  Answered: 'Répondue',
  'Write your message': 'Écrivez votre message',
  'Choose what you would like': 'Choisissez ce que vous souhaitez',
  'At most {max} characters: this has {count}. Please shorten it.':
    'Au plus {max} caractères : ce texte en compte {count}. Veuillez le raccourcir.',
};
