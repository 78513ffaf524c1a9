import type { Catalogue } from '../translate.ts';

/**
 * French of the site's own texts: listings (see common/i18n/translate.ts): the listing page and its filters,
 * the home page's search and featured homes, property cards and pages, the availability calendar, reviews and
 * the review form. Homes are "logements", check-in and check-out "arrivée" and "départ", nights "nuitées".
 */
export const listingsFrench: Catalogue = {
  // spec texts (common/messages.ts)

  // the listing page (app/routes/public/properties.tsx)
  'Vacation Rental Homes in {town}': 'Maisons de vacances à louer à {town}',
  'Browse vacation rental homes in {town}, BC: filter by bedrooms, bathrooms and guests, then book direct. Chalets, cabins and condos near the resort and downtown.':
    'Parcourez nos maisons de vacances à louer à {town} (C.-B.) : filtrez par chambres, salles de bain et voyageurs, puis réservez directement. Chalets, cabanes et condos près de la station et du centre-ville.',
  'Stay in {town}': 'Séjourner à {town}',
  'Vacation Rental Homes': 'Maisons de vacances à louer',
  'Chalets by the gondola, cabins on the river and downtown lofts a short walk from coffee.':
    "Des chalets près de la télécabine, des cabanes au bord de la rivière et des lofts au centre-ville, à deux pas d'un café.",
  'Available homes': 'Logements disponibles',
  '{count} home matches your filters': '{count} logement correspond à vos filtres',
  '{count} homes match your filters': '{count} logements correspondent à vos filtres',
  '{count} home to choose from': '{count} logement au choix',
  '{count} homes to choose from': '{count} logements au choix',
  "These dates can't be searched: {problem}": 'Impossible de chercher ces dates : {problem}',
  'Pick a check-in from today on and a check-out after it.':
    "Choisissez une arrivée à partir d'aujourd'hui et un départ après celle-ci.",
  'Nothing matches {from} to {to} for {guests} with these filters.':
    'Aucun logement ne correspond du {from} au {to} pour {guests} avec ces filtres.',
  'Nothing matches {from} to {to} with these filters.':
    'Aucun logement ne correspond du {from} au {to} avec ces filtres.',
  'Clear the dates': 'Effacer les dates',
  'Try fewer bedrooms or guests, or reset the filters to see every home.':
    'Essayez avec moins de chambres ou de voyageurs, ou réinitialisez les filtres pour voir tous les logements.',
  'More than a place to sleep': "Bien plus qu'un endroit où dormir",
  'Our guests get a local on call around the clock. And if you own a home in town, we would love to look after it for you.':
    "Nos voyageurs peuvent joindre quelqu'un d'ici jour et nuit. Et si vous possédez une maison en ville, nous serions ravis d'en prendre soin pour vous.",
  // the stay searched for (common/stay-search.ts)
  'Guests must be a whole number from 1 to 100':
    'Le nombre de voyageurs doit être un nombre entier de 1 à 100',
  'Choose both a check-in and a check-out date': "Choisissez une date d'arrivée et une date de départ",
  'Check-out must be after check-in': "Le départ doit être après l'arrivée",
  'A stay can be at most {count} nights': 'Un séjour peut compter au plus {count} nuitées',
  'Check-in can be at most {count} months ahead': "L'arrivée peut être au plus {count} mois à l'avance",
  'Check-in cannot be in the past': "L'arrivée ne peut pas être dans le passé",

  // filters and the home page's search
  'Filter rentals': 'Filtrer les locations',
  'Your stay': 'Votre séjour',
  'Check-in': 'Arrivée',
  'Check-out': 'Départ',
  Guests: 'Voyageurs',
  Any: 'Indifférent',
  '{count} guest': '{count} voyageur',
  '{count} guests': '{count} voyageurs',
  Bedrooms: 'Chambres',
  Bathrooms: 'Salles de bain',
  Apply: 'Appliquer',
  Reset: 'Réinitialiser',
  'Search homes': 'Rechercher',

  // property cards
  Featured: 'En vedette',
  '{count} bedroom': '{count} chambre',
  '{count} bedrooms': '{count} chambres',
  '{count} bath': '{count} salle de bain',
  '{count} baths': '{count} salles de bain',
  'sleeps {count}': "jusqu'à {count} pers.",
  'From {price} / night': 'À partir de {price} / nuit',
  'View Details': 'Détails',
  'View Details: {name}': 'Voir les détails : {name}',
  'Book Now': 'Réserver',
  'Book Now: {name} (opens in a new tab)': "Réserver : {name} (s'ouvre dans un nouvel onglet)",

  // the property page (app/routes/public/property.tsx, property-details.tsx)
  'Property not found': 'Logement introuvable',
  'No property details available.': 'Aucun détail disponible pour ce logement.',
  '{name} · {count}-bedroom vacation rental': '{name} · location de vacances ({count} ch.)',
  Breadcrumb: "Fil d'Ariane",
  Booking: 'Réservation',
  Beds: 'Lits',
  'Sq Ft': 'Superficie (pi²)',
  'Max Guests': 'Voyageurs max.',
  'Min Nights': 'Nuitées min.',
  'Sleeps {count}': "Jusqu'à {count} personnes",
  '{count} bathroom': '{count} salle de bain',
  '{count} bathrooms': '{count} salles de bain',
  // no-break spaces: the phrase ends a line of facts and should not be cut
  '{count}-night minimum': 'minimum\u00a0de\u00a0nuitées\u00a0:\u00a0{count}',
  'Secure booking on our reservation site. Questions first?':
    'Réservation sécurisée sur notre site de réservation. Une question avant de réserver?',
  'The home at a glance': 'Le logement en bref',
  Availability: 'Disponibilités',
  'Ready for {name}?': 'Envie de séjourner à {name}?',
  'Check dates and book securely in a couple of minutes.':
    'Vérifiez les dates et réservez en toute sécurité en quelques minutes.',
  'Welcome to {name}': 'Bienvenue à {name}',
  Amenities: 'Équipements',
  'Guest reviews': 'Avis des voyageurs',
  Location: 'Emplacement',
  Registration: 'Enregistrement',
  'Draft — not visible to visitors': 'Brouillon — invisible aux visiteurs',
  'Provincial registration': 'Enregistrement provincial',
  'Business licence': "Permis d'exploitation",
  'You are offline': 'Vous êtes hors ligne',
  'This home could not be loaded: there is no connection right now. Homes you have opened before also open without one.':
    "Ce logement n'a pas pu être chargé : il n'y a pas de connexion pour le moment. Les logements que vous avez déjà ouverts s'affichent aussi sans connexion.",
  'Back to all rentals': 'Retour à toutes les locations',
  'Error loading property details: {reason}': 'Erreur lors du chargement du logement : {reason}',

  // the gallery and the photo viewer
  'View {count} photos of {name} full screen, starting with photo {number}':
    'Voir les {count} photos de {name} en plein écran, à partir de la photo {number}',
  // one photo: the button's visible "1 photo" must be part of its name (WCAG 2.5.3)
  'View {count} photo of {name} full screen': 'Voir {count} photo de {name} en plein écran',
  '{count} photo': '{count} photo',
  '{count} photos': '{count} photos',
  'Choose a photo': 'Choisir une photo',
  'Show photo {number} of {count}': 'Afficher la photo {number} sur {count}',
  '{name} photos': 'Photos de {name}',
  'Photo {number} of {count}': 'Photo {number} sur {count}',
  '{name}: photo {number} of {count}': '{name} : photo {number} sur {count}',
  'Close photos': 'Fermer les photos',
  'Previous photo': 'Photo précédente',
  'Next photo': 'Photo suivante',

  // the availability calendar and the stay chosen on it
  'Previous month': 'Mois précédent',
  '{label}: {month}': '{label} : {month}',
  'Next month': 'Mois suivant',
  Booked: 'Réservé',
  'No check-in': "Pas d'arrivée",
  'No check-out': 'Pas de départ',
  Past: 'Passé',
  booked: 'réservé',
  past: 'passé',
  'no check-in': "pas d'arrivée",
  'no check-out': 'pas de départ',
  'check-in': 'arrivée',
  'check-out': 'départ',
  'in your stay': 'pendant votre séjour',
  'Pick your check-in day, then your check-out day.':
    "Choisissez votre jour d'arrivée, puis votre jour de départ.",
  '{from} to {to}, {count} night. Book Now carries these dates.':
    'Du {from} au {to}, {count} nuitée. Le bouton Réserver reprend ces dates.',
  '{from} to {to}, {count} nights. Book Now carries these dates.':
    'Du {from} au {to}, {count} nuitées. Le bouton Réserver reprend ces dates.',
  'Check-in {date}. Now pick your check-out day (at least {count} night).':
    'Arrivée le {date}. Choisissez maintenant votre jour de départ (au moins {count} nuitée).',
  'Check-in {date}. Now pick your check-out day (at least {count} nights).':
    'Arrivée le {date}. Choisissez maintenant votre jour de départ (au moins {count} nuitées).',
  'Clear dates': 'Effacer les dates',
  'Those dates are too far ahead': 'Ces dates sont trop éloignées',
  'That day has passed': 'Ce jour est passé',
  'The night of {date} is booked': 'La nuit du {date} est réservée',
  'The night of {date} is booked: check out on {date} at the latest':
    'La nuit du {date} est réservée : départ au plus tard le {date}',
  'The minimum stay is {count} nights': 'Le séjour minimum est de {count} nuitées',
  'No check-in on {date}: the minimum stay is {count} nights and the night of {taken} is booked':
    "Pas d'arrivée le {date} : le séjour minimum est de {count} nuitées et la nuit du {taken} est réservée",

  // ratings and reviews
  'out of 5': 'sur 5',
  '{rating} out of 5': '{rating} sur 5',
  '{count} review': '{count} avis',
  '{count} reviews': '{count} avis',
  '{average} from {count} review written here by our own guests.':
    '{average} selon {count} avis rédigé ici par nos propres voyageurs.',
  '{average} from {count} reviews written here by our own guests.':
    '{average} selon {count} avis rédigés ici par nos propres voyageurs.',
  'No reviews yet. Guests who stay here can review their stay.':
    "Aucun avis pour l'instant. Les voyageurs qui séjournent ici peuvent donner leur avis sur leur séjour.",
  'Verified stay': 'Séjour vérifié',
  'Guest review': "Avis d'un voyageur",
  'Review from {source}': 'Avis publié sur {source}',
  'A guest': 'Un voyageur',
  'Our reply': 'Notre réponse',
  'Review pages': "Pages d'avis",
  'Newer reviews': 'Avis plus récents',
  'Older reviews': 'Avis plus anciens',
  'Page {page} of {pages}': 'Page {page} sur {pages}',

  // the review form (app/routes/public/review.tsx, common/review.ts)
  'Review your stay': 'Évaluez votre séjour',
  'Tell future guests about your stay.': 'Parlez de votre séjour aux prochains voyageurs.',
  'Thank you!': 'Merci!',
  "Your review is with our team. It appears on the home's page once we have read it, usually within a day.":
    "Votre avis a été transmis à notre équipe. Il paraîtra sur la page du logement dès que nous l'aurons lu, habituellement en moins d'une journée.",
  'This review link is not valid': "Ce lien d'évaluation n'est pas valide",
  'Please check the link in your message.': 'Veuillez vérifier le lien dans votre message.',
  'Thank you, this stay has been reviewed': 'Merci, ce séjour a déjà été évalué',
  'Each stay can be reviewed once. Your words help the next guests of {name}.':
    "Chaque séjour ne peut être évalué qu'une fois. Votre avis aide les prochains voyageurs de {name}.",
  'This review link has expired': "Ce lien d'évaluation a expiré",
  'Reviews of {name} can be written for 30 days after check-out.':
    'Vous pouviez évaluer {name} pendant les 30 jours suivant votre départ.',
  'Enjoy your stay first': "Profitez d'abord de votre séjour",
  'Reviews of {name} open on the last night of your stay.':
    'Vous pourrez évaluer {name} à partir de la dernière nuit de votre séjour.',
  'See our homes': 'Voir nos logements',
  'How was {name}?': "Comment s'est passé votre séjour à {name}?",
  'Thank you for staying with us in {month}. Your review appears on the home\'s page marked "Verified stay", with the first name you choose below, never your e-mail.':
    "Merci d'avoir séjourné chez nous en {month}. Votre avis paraîtra sur la page du logement avec la mention «\u00a0Séjour vérifié\u00a0» et le prénom que vous choisissez ci-dessous, jamais votre courriel.",
  'Your rating': 'Votre note',
  Poor: 'Mauvais',
  Fair: 'Passable',
  Good: 'Bien',
  'Very good': 'Très bien',
  Excellent: 'Excellent',
  'Your review': 'Votre avis',
  'First name to show (optional)': 'Prénom à afficher (facultatif)',
  'Send my review': 'Envoyer mon avis',
  'Rating must be a number from 1 to 5': 'La note doit être un nombre de 1 à 5',
  'Rating must be a whole number from 1 to 5': 'La note doit être un nombre entier de 1 à 5',
  'Rating must be from 1 to 5': 'La note doit être de 1 à 5',
  'Review is required': "L'avis est obligatoire",
  'Please write at least {count} characters': 'Veuillez écrire au moins {count} caractères',
  'Review must be at most {count} characters': "L'avis doit compter au plus {count} caractères",
  'Name must be text': 'Le nom doit être du texte',
  'Name must be at most {count} characters': 'Le nom doit compter au plus {count} caractères',

  // the stay's price (app/lib/listings/stay-quote.ts, components/public/property/stay-quote.tsx, stay-form.tsx, month-jump.tsx)
  'Extra guests': 'Voyageurs supplémentaires',
  '{price} × {count} night': '{price} × {count} nuitée',
  '{price} × {count} nights': '{price} × {count} nuitées',
  '{count} night': '{count} nuitée',
  '{count} nights': '{count} nuitées',
  'Length-of-stay discount ({percent})': 'Rabais de long séjour ({percent})',
  'Cleaning fee': 'Frais de ménage',
  'Full refund less {fee} until {date}': 'Remboursement complet moins {fee} jusqu’au {date}',
  'Full refund until {date}': 'Remboursement complet jusqu’au {date}',
  '{percent} refund less {fee} until {date}': 'Remboursement de {percent} moins {fee} jusqu’au {date}',
  '{percent} refund until {date}': 'Remboursement de {percent} jusqu’au {date}',
  '{amount} back until {date}': '{amount} remboursés jusqu’au {date}',
  'no refund after that': 'aucun remboursement ensuite',
  'No refund if you cancel': 'Aucun remboursement en cas d’annulation',
  'This home needs at least {count} nights': 'Ce logement demande au moins {count} nuitées',
  'This home sleeps at most {count}': 'Ce logement accueille au plus {count} personnes',
  'These dates are not available': 'Ces dates ne sont pas disponibles',
  "The price couldn't be loaded: check your connection and pick the dates again":
    'Le prix n’a pas pu être chargé : vérifiez votre connexion et choisissez les dates de nouveau',
  "These dates can't be booked online: pick others or call us":
    'Ces dates ne peuvent pas être réservées en ligne : choisissez-en d’autres ou appelez-nous',
  'Choose your dates to see the total with taxes.': 'Choisissez vos dates pour voir le total avec les taxes.',
  'Total (CAD)': 'Total ($ CA)',
  'Price of each night': 'Prix de chaque nuitée',
  Cancellation: 'Annulation',
  'See the price': 'Voir le prix',
  'for {count} night, taxes included': 'pour {count} nuitée, taxes incluses',
  'for {count} nights, taxes included': 'pour {count} nuitées, taxes incluses',
  'Choose your dates': 'Choisissez vos dates',
  'Jump to a month': 'Aller à un mois',
  'Show month': 'Afficher le mois',
  '{price} for {count} night, taxes included': '{price} pour {count} nuitée, taxes incluses',
  '{price} for {count} nights, taxes included': '{price} pour {count} nuitées, taxes incluses',
  'At least {count} nights for these dates': 'Au moins {count} nuitées pour ces dates',
  'Choose a check-out date too': 'Choisissez aussi une date de départ',
  // the request to book (issue 41: app/routes/public/booking-request.tsx)
  'Request to book': 'Demande de réservation',
  'Request to book {name}': 'Demande de réservation : {name}',
  'Ask to book these dates: we hold the nights while we answer.':
    'Demandez à réserver ces dates : nous retenons les nuitées le temps de vous répondre.',
  'Back to {name}': 'Retour à {name}',
  'Request received': 'Demande reçue',
  'We hold these nights for you until {time} ({town} time).':
    'Nous retenons ces nuitées pour vous jusqu’au {time} (heure de {town}).',
  'An email with your request is on its way to {email}. We will answer before the hold ends.':
    'Un courriel avec votre demande est en route vers {email}. Nous vous répondrons avant la fin de la retenue.',
  'We hold these nights for {count} hour after you send your request, while we answer. No payment is taken on our website.':
    'Nous retenons ces nuitées {count} heure après l’envoi de votre demande, le temps de vous répondre. Aucun paiement n’est pris sur notre site.',
  'We hold these nights for {count} hours after you send your request, while we answer. No payment is taken on our website.':
    'Nous retenons ces nuitées {count} heures après l’envoi de votre demande, le temps de vous répondre. Aucun paiement n’est pris sur notre site.',
  'Your name': 'Votre nom',
  'Send request': 'Envoyer la demande',
  'Message (optional)': 'Message (facultatif)',
  'No payment is taken on our website.': "Aucun paiement n'est pris sur notre site.",
  'You have sent many requests in the last hour. Please try again later or call us.':
    'Vous avez envoyé beaucoup de demandes dans la dernière heure. Réessayez plus tard ou appelez-nous.',
  'These nights were just taken by another booking. Please choose other dates.':
    'Ces nuitées viennent d’être prises par une autre réservation. Veuillez choisir d’autres dates.',
};
