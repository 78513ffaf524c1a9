import type { Catalogue } from '../translate.ts';

/** French of the site's own texts: forms (see common/i18n/translate.ts). */
export const formsFrench: Catalogue = {
  // the contact form (app/components/public/contact-form.tsx)
  'Contact form': 'Formulaire de contact',
  'First Name': 'Prénom',
  'Last Name': 'Nom',
  Email: 'Courriel',
  Phone: 'Téléphone',
  'Enter Message Here': 'Écrivez votre message ici',
  'Leave this field empty': 'Laissez ce champ vide',
  'Sending…': 'Envoi…',
  Submit: 'Envoyer',
  'Message Sent': 'Message envoyé',
  Error: 'Erreur',
  '{count} character left': '{count} caractère restant',
  '{count} characters left': '{count} caractères restants',
  '{count} character over the limit': '{count} caractère de trop',
  '{count} characters over the limit': '{count} caractères de trop',
  // the contact form's rules (common/enquiry.ts, common/phone.ts)
  'First name is required': 'Veuillez entrer votre prénom',
  'First name must be text': 'Le prénom doit être du texte',
  'First name must be at most {max} characters': 'Le prénom doit compter au plus {max} caractères',
  'Last name is required': 'Veuillez entrer votre nom',
  'Last name must be text': 'Le nom doit être du texte',
  'Last name must be at most {max} characters': 'Le nom doit compter au plus {max} caractères',
  'Email is required': 'Veuillez entrer votre courriel',
  'Email must be text': 'Le courriel doit être du texte',
  'Email must be at most {max} characters': 'Le courriel doit compter au plus {max} caractères',
  'Please enter a valid email address': 'Veuillez entrer une adresse courriel valide',
  'Phone is required': 'Veuillez entrer votre numéro de téléphone',
  'Phone must be text': 'Le téléphone doit être du texte',
  'Phone must be at most {max} characters': 'Le téléphone doit compter au plus {max} caractères',
  'Phone can only have digits, spaces, +, - and parentheses':
    'Le téléphone ne peut contenir que des chiffres, des espaces, +, - et des parenthèses',
  'Phone must have {min} to {max} digits': 'Le téléphone doit compter de {min} à {max} chiffres',
  'Message is required': 'Veuillez écrire votre message',
  'Message must be text': 'Le message doit être du texte',
  'Message must be at most {max} characters': 'Le message doit compter au plus {max} caractères',
  // a guest's requests from the stay page (common/enquiry.ts)
  'Early check-in': 'Arrivée hâtive',
  'Late checkout': 'Départ tardif',
  'Something else': 'Autre chose',
  // the spec's fixed messages (common/messages.ts)
  'Invalid username or password': "Nom d'utilisateur ou mot de passe invalide",
  'Invalid password': 'Mot de passe invalide',
  'Please enter the password': 'Veuillez entrer le mot de passe',
  'Please enter a valid number of nights': 'Veuillez entrer un nombre de nuitées valide',
  'Username is required': "Le nom d'utilisateur est obligatoire",
  'Minimum 3 characters': 'Minimum 3 caractères',
  'Only letters, numbers, dots, underscores, and hyphens allowed':
    'Seuls les lettres, les chiffres, les points, les traits de soulignement et les traits d’union sont permis',
  'Password is required': 'Le mot de passe est obligatoire',
  'Minimum 6 characters': 'Minimum 6 caractères',
  'User deleted successfully': 'Utilisateur supprimé',
  'You are not authorized to delete this user': "Vous n'êtes pas autorisé à supprimer cet utilisateur",
  "Your message has been sent successfully! We'll get back to you soon.":
    'Votre message a bien été envoyé! Nous vous répondrons sous peu.',
  'There was an error sending your message. Please try again later.':
    "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
  "Couldn't find any Listings": 'Aucun logement trouvé',
  'No listings available': 'Aucun logement disponible',
  'No listings currently featured': "Aucun logement en vedette pour l'instant",
  'Property deleted successfully': 'Logement supprimé',
  'No property ID provided.': 'Aucun identifiant de logement fourni.',
  'Say what you would like': 'Dites-nous ce que vous souhaitez',
};
