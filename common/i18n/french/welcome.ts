import type { Catalogue } from '../translate.ts';

/**
 * French of the site's own texts: welcome (the guest's guide, see common/i18n/translate.ts). A guest reads
 * it at the door, on a phone, sometimes offline: short, plain, "vous".
 */
export const welcomeFrench: Catalogue = {
  // the page, its header and its language note
  'Your welcome guide': "Votre guide d'accueil",
  '{name} | Your welcome guide': "{name} | Votre guide d'accueil",
  'Welcome, {name}': 'Bienvenue, {name}',
  Call: 'Appeler',
  Language: 'Langue',
  'Admin preview: this is the page guests see. It is not saved on this device.':
    "Aperçu administrateur : c'est la page que voient les invités. Elle n'est pas enregistrée sur cet appareil.",
  'Some texts of this guide are not translated yet: they are shown in English.':
    'Certains textes de ce guide ne sont pas encore traduits : ils sont affichés en anglais.',
  'On this page': 'Sur cette page',
  // the sections (app/lib/welcome/sections.ts)
  'Quick info': "L'essentiel",
  Arrival: 'Arrivée',
  Checkout: 'Départ',
  'Garbage and recycling': 'Ordures et recyclage',
  Parking: 'Stationnement',
  'House rules': 'Règlement de la maison',
  Shuttle: 'Navette',
  'Around the home': 'Autour du logement',
  'Ask us': 'Une demande ?',
  'Property manager': 'Gestionnaire du logement',
  'Emergency services': "Services d'urgence",
  // quick info and arrival
  'Door code': "Code d'entrée",
  'door code': "code d'entrée",
  'Check-in from': 'Arrivée à partir de',
  'Checkout time': 'Heure de départ',
  WiFi: 'Wi-Fi',
  Network: 'Réseau',
  Password: 'Mot de passe',
  'WiFi password': 'mot de passe Wi-Fi',
  'QR code that joins the WiFi network {network} when scanned with a phone camera':
    "Code QR qui connecte au réseau Wi-Fi {network} lorsqu'on le balaie avec l'appareil photo d'un téléphone",
  'Scan to join': 'Balayez pour vous connecter',
  'Shown from {release}': 'Affiché dès le {release}',
  'None: the network is open': 'Aucun : le réseau est ouvert',
  'Garbage code': 'Code des bacs à ordures',
  Address: 'Adresse',
  Code: 'Code',
  'Open in Maps': 'Ouvrir dans Plans',
  Copy: 'Copier',
  Copied: 'Copié',
  '{what} copied': '{what} copié',
  'Could not copy the {what}': 'Impossible de copier le {what}',
  // why there is no door code yet
  'Your door code is in your personal link — ask us':
    "Votre code d'entrée se trouve dans votre lien personnel — demandez-le-nous",
  'Call or text': 'Appelez ou textez le',
  'and we will send your link.': 'et nous vous enverrons votre lien.',
  'Connect once to get your door code': "Connectez-vous une fois pour obtenir votre code d'entrée",
  'It was released when your stay began; this copy was saved before. Open this page again with a signal.':
    'Il a été rendu visible au début de votre séjour; cette copie a été enregistrée avant. Rouvrez cette page avec du réseau.',
  'Your door code appears on {release} — open this page once with a connection on that day to get it':
    "Votre code d'entrée s'affiche le {release} — ouvrez cette page une fois avec une connexion ce jour-là pour l'obtenir",
  'The WiFi password and garbage code come with it.':
    'Le mot de passe Wi-Fi et le code des bacs à ordures arrivent en même temps.',
  // offline copy
  'You are offline.': 'Vous êtes hors ligne.',
  'This is the copy saved on this device on {date}.':
    'Voici la copie enregistrée sur cet appareil le {date}.',
  'Some pictures and videos may not show.': "Certaines photos et vidéos pourraient ne pas s'afficher.",
  'Last updated {date}': 'Mis à jour le {date}',
  'Saving for offline use…': 'Enregistrement pour consultation hors ligne…',
  '✓ Saved on this device for offline use': '✓ Enregistré sur cet appareil pour consultation hors ligne',
  'Could not save this page for offline use':
    "Impossible d'enregistrer cette page pour la consulter hors ligne",
  // pictures and videos
  'Shuttle, picture {number} of {count}': 'Navette, photo {number} sur {count}',
  '(opens a larger view)': '(ouvre une vue agrandie)',
  Enlarge: 'Agrandir',
  'Video: {title}': 'Vidéo : {title}',
  'Available with a connection': 'Disponible avec une connexion',
  // places, local life, manager, emergency
  Website: 'Site Web',
  'of {name}': 'de {name}',
  'Ski and ride, hike and bike, eat well and catch what is on: our guide to {town} has it all.':
    'Ski et planche, randonnée et vélo, bonnes tables et sorties : notre guide de {town} a tout ce qu’il vous faut.',
  'Explore {town}': 'Découvrir {town}',
  'For anything about the home during your stay, such as a question, something broken or a lockout, please contact your property manager:':
    'Pour toute question sur le logement pendant votre séjour, un bris ou une porte verrouillée, communiquez avec votre gestionnaire :',
  'For police, fire or an ambulance, call 911.':
    'Pour la police, les pompiers ou une ambulance, composez le 911.',
  'Call 911': 'Composer le 911',
  'Nearest hospital': 'Hôpital le plus proche',
  'Call the hospital': "Appeler l'hôpital",
  // requests
  'Early check-in, a late checkout or anything else: ask here. Our answer shows here and comes by email.':
    'Arrivée plus tôt, départ plus tard ou autre chose : demandez-le ici. Notre réponse s’affichera ici et vous parviendra par courriel.',
  'Anything you need: ask here. Our answer shows here and comes by email.':
    'Besoin de quelque chose\u00a0? Demandez-le ici. Notre réponse s’affichera ici et vous parviendra par courriel.',
  'Early check-in, from {time}': 'Arrivée hâtive, à partir de {time}',
  'Late checkout, until {time}': 'Départ tardif, jusqu’à {time}',
  'Approved: your check-in is now from {time}.':
    'Approuvée\u00a0: votre arrivée se fait maintenant à partir de {time}.',
  'Approved: your checkout is now at {time}.': 'Approuvée\u00a0: votre départ se fait maintenant à {time}.',
  'Your requests': 'Vos demandes',
  'Your link works until {date}.': 'Votre lien fonctionne jusqu’au {date}.',
  'Locked out?': 'Porte verrouillée ?',
  'Call {phone}, day or night': 'Appelez le {phone}, jour et nuit',
  'You already asked for this and we have not answered yet: add to your request above.':
    'Vous avez déjà fait cette demande et nous n’y avons pas encore répondu : ajoutez-y un message ci-dessus.',
  'Asked {date}': 'Demandée le {date}',
  'Our answer, {date}': 'Notre réponse, le {date}',
  'You, {date}': 'Vous, le {date}',
  'Add to this request': 'Ajouter à cette demande',
  Send: 'Envoyer',
  'Up to {max} characters': 'Jusqu’à {max} caractères',
  '{count} of {max}': '{count} sur {max}',
  'What would you like?': 'Que souhaitez-vous ?',
  Message: 'Message',
  'Your email, for our answer': 'Votre courriel, pour notre réponse',
  'Requests need a connection.': 'Les demandes nécessitent une connexion.',
  // the API's answers to a request (server/domain/messages/stay-requests.ts), in the page's language
  'Sent. We will answer here and by email.': 'Envoyée. Nous vous répondrons ici et par courriel.',
  'You already asked for this and we have not answered yet: add to your request below.':
    'Vous avez déjà fait cette demande et nous n’y avons pas encore répondu : ajoutez-y un message ci-dessous.',
  'You have sent 5 requests in the last 24 hours. Please wait {wait}, or call us.':
    'Vous avez envoyé 5 demandes au cours des dernières 24 heures. Patientez {wait} ou appelez-nous.',
  '{count} hour': '{count} heure',
  '{count} hours': '{count} heures',
  '{count} minute': '{count} minute',
  '{count} minutes': '{count} minutes',
  // the login page and form
  'Welcome to Your Stay': 'Bienvenue à votre séjour',
  'You have left the welcome page, and any copy saved on this device was removed. Safe travels!':
    "Vous avez quitté la page d'accueil et toute copie enregistrée sur cet appareil a été supprimée. Bon voyage !",
  'This stay has ended': 'Ce séjour est terminé',
  'This link is no longer valid': "Ce lien n'est plus valide",
  'Questions about your stay? Call us at': 'Des questions sur votre séjour ? Appelez-nous au',
  'Enter the password from your booking details to open your guide to the home: WiFi, codes, checkout and more.':
    'Entrez le mot de passe indiqué dans votre réservation pour ouvrir le guide du logement : Wi-Fi, codes, départ et plus encore.',
  password: 'le mot de passe',
  Hide: 'Masquer',
  Show: 'Afficher',
  'Number of nights': 'Nombre de nuitées',
  'How many nights you are staying. Your access lasts until the end of your stay.':
    "Le nombre de nuitées de votre séjour. Votre accès dure jusqu'à la fin du séjour.",
  'Checking…': 'Vérification…',
  Enter: 'Entrer',
  'Loading welcome page': "Chargement de la page d'accueil",
  // page actions
  Leave: 'Quitter',
  'Logs you out and removes the copy saved on this device.':
    'Vous déconnecte et supprime la copie enregistrée sur cet appareil.',
  'Print or save as PDF': 'Imprimer ou enregistrer en PDF',
  // the guest's booking in the guide (issue 41, app/components/welcome/booking-section.tsx)
  'Your booking': 'Votre réservation',
  Paid: 'Payé',
  Balance: 'Solde',
  'How to pay': 'Comment payer',
};
