/**
 * The demo's staff texts in French (issue 28): what a host in Revelstoke would write for French-speaking
 * guests, not a word-for-word copy of the English. Keyed by the English record they translate (a
 * property's slug, a place's English name), so the English in content.ts and places.ts stays as it is.
 */

/**
 * The French of a demo home's listing texts: the property write's `translations.fr` (propertyTranslatable
 * in common/property.ts). `amenities` is comma-separated text like the English form, one item per English
 * amenity in the same order, so no item may hold a comma of its own.
 */
export interface FrenchProperty {
  name: string;
  description: string;
  address_description: string;
  amenities: string;
}

/** French names, descriptions, directions and amenities of the demo homes, by slug. */
export const frenchProperties: Record<string, FrenchProperty> = {
  'mackenzie-heritage-house': {
    name: 'Maison patrimoniale de l’avenue Mackenzie',
    description:
      'Une maison de style Craftsman construite en 1912, à deux rues de la place Grizzly, restaurée avec soin ' +
      'et aménagée pour les longues journées de ski comme pour les matins d’été sans hâte. Les planchers de ' +
      'sapin d’origine et la grande galerie avant côtoient une cuisine moderne et lumineuse; du salon, la ' +
      'fenêtre en baie donne droit sur le mont Mackenzie. Boulangeries, marché fermier du samedi et musique ' +
      'sur la place se font à pied, et la navette de ski s’arrête au coin de la rue.\n\nÀ l’étage, trois ' +
      'chambres calmes sous les combles. Le jardin clôturé, à l’arrière, abrite un spa couvert, un barbecue ' +
      'et un vestiaire avec séchoir chauffant pour les gants et les chaussons.',
    address_description:
      'Dans le bout résidentiel et tranquille de l’avenue Mackenzie, à cinq minutes à pied des boutiques et ' +
      'des restaurants du centre-ville. La maison est vert sauge pâle, avec une galerie blanche et une ' +
      'clôture de piquets; la boîte à clés Selkirk Stays est à côté de la porte d’entrée.',
    amenities:
      'Spa, Foyer au bois, Cuisine tout équipée, Séchoir chauffant pour bottes et gants, Jardin clôturé, ' +
      'Laveuse et sécheuse, Wi-Fi rapide, Centre-ville à pied',
  },
  'summit-loft-mackenzie-village': {
    name: 'Loft Summit au village Mackenzie',
    description:
      'Skis aux pieds, au pied de la station Revelstoke Mountain Resort. Ce loft en coin, au quatrième étage, ' +
      'donne sur le village, la télécabine Revelation et les pistes au-dessus\u00a0: on voit les premières traces ' +
      'depuis le comptoir du déjeuner. Deux chambres, un foyer au gaz, un casier à skis chauffé au ' +
      'rez-de-chaussée et un spa commun sur le toit en font une base toute trouvée pour une semaine de ' +
      'poudreuse.\n\nL’été, la télécabine monte vélos et randonneurs vers les sentiers alpins; le village ' +
      'reste tranquille et les soirées sont longues.',
    address_description:
      'Dans les immeubles du village Mackenzie, en haut du chemin Camozzi, à 100 m de la télécabine. ' +
      'Entrez le code au clavier du hall; le logement est au quatrième étage, tout au bout du corridor, ' +
      'côté est.',
    amenities:
      'Skis aux pieds, Spa commun sur le toit, Foyer au gaz, Casier à skis chauffé, Stationnement ' +
      'souterrain, Balcon avec vue sur les montagnes, Wi-Fi rapide',
  },
  'begbie-creek-cabin': {
    name: 'Chalet du ruisseau Begbie',
    description:
      'Un chalet en rondins d’une seule pièce, pour deux, dans les cèdres au-dessus du ruisseau Begbie, à ' +
      'quinze minutes au sud de la ville. Un poêle à bois, une mezzanine sous les poutres du toit et une ' +
      'galerie d’où l’on entend le ruisseau toute la nuit. Les chutes Begbie sont à dix minutes de marche; ' +
      'l’hiver, on part en raquettes depuis la porte.\n\nLa cuisine est petite mais complète, et le sauna ' +
      'extérieur en cèdre, au bord du ruisseau, n’est qu’à vous.',
    address_description:
      'À quinze minutes au sud de Revelstoke par la route 23, en direction de Shelter Bay. Tournez à droite ' +
      'au panneau du ruisseau Begbie; le chalet est à la deuxième entrée à gauche. Les 200 derniers mètres ' +
      'sont en gravier et les pneus d’hiver sont indispensables d’octobre à avril.',
    amenities:
      'Poêle à bois, Sauna privé en cèdre, Galerie au bord du ruisseau, Raquettes fournies, Wi-Fi Starlink',
  },
  'mt-begbie-view-chalet': {
    name: 'Chalet avec vue sur le mont Begbie',
    description:
      'Notre plus grand logement\u00a0: un chalet en bois massif à Arrow Heights, dont le mur vitré de deux étages ' +
      'fait face au mont Begbie, de l’autre côté du Columbia. Cinq chambres, une salle de jeux, un grand spa ' +
      'en cèdre sur la terrasse et un sauna-tonneau\u00a0: la base idéale pour les réunions de famille et les ' +
      'groupes de skieurs.\n\nLa cuisine compte deux fours et un îlot de huit places; le foyer de la grande ' +
      'pièce est en vraie pierre et brûle du vrai bois. La station est à 10 minutes en voiture et les ' +
      'sentiers du mont Macpherson sont tout près.',
    address_description:
      'Dans le quartier Arrow Heights, à 5 minutes en voiture du centre-ville par le pont de ' +
      'l’Illecillewaet. Le chalet est au bout de Park Drive, adossé à la forêt; l’entrée est à gauche, ' +
      'avec une enseigne en bois sculpté.',
    amenities:
      'Spa, Sauna-tonneau, Foyer au bois en pierre, Salle de jeux, Cuisine de chef, Borne de recharge ' +
      'pour véhicules électriques, Garage chauffé pour les skis, Wi-Fi rapide',
  },
  'columbia-riverfront-house': {
    name: 'Maison au bord du Columbia',
    description:
      'Une maison moderne de cèdre et de verre sur la rive ouest du fleuve Columbia, à Big Eddy. Le salon ' +
      's’ouvre sur une longue terrasse au-dessus de l’eau\u00a0: les hérons pêchent dans le remous le matin et le ' +
      'soleil se couche derrière le mont Begbie. Quatre chambres, un four à pizza au bois et des kayaks pour ' +
      'les soirées calmes sur le fleuve.\n\nL’hiver, c’est un refuge paisible à dix minutes de la station; ' +
      'l’été, tout se passe sur l’eau.',
    address_description:
      'Depuis le centre-ville, traversez le pont du Columbia, tournez à gauche sur Big Eddy Road, puis ' +
      'encore à gauche sur Westside Road. La maison est du côté du fleuve, derrière une rangée de cèdres; ' +
      'la boîte aux lettres est bleue.',
    amenities:
      'Terrasse au bord du fleuve, Kayaks et planches à pagaie, Four à pizza au bois, Foyer au gaz, ' +
      'Cuisine tout équipée, Laveuse et sécheuse, Wi-Fi rapide',
  },
  'williamson-lake-a-frame': {
    name: 'Chalet en A du lac Williamson',
    description:
      'Un chalet en A classique des années 1970, rénové avec amour, dans les arbres à quelques pas du lac ' +
      'Williamson, le lac le plus chaud pour se baigner autour de Revelstoke. De grandes fenêtres jusqu’au ' +
      'faîte, une chambre en mezzanine sous le toit et un poêle à bois en font le préféré des couples et des ' +
      'petites familles.\n\nL’été, on se baigne et on pagaie avant le déjeuner; l’hiver, la neige monte ' +
      'jusqu’aux avant-toits et la station est à 12 minutes.',
    address_description:
      'Au sud de la ville, dans le quartier Southside, à 5 minutes en voiture du centre-ville. Depuis la ' +
      'Transcanadienne, prenez Airport Way; le chalet en A est à droite, juste après le chemin du lac.',
    amenities:
      'Poêle à bois, Lac accessible à pied, Chambre en mezzanine, Terrasse avec barbecue, Canot, Wi-Fi rapide',
  },
  'arrow-lakes-lake-house': {
    name: 'Maison du lac Upper Arrow',
    description:
      'Une maison d’été sur la rive du lac Upper Arrow, à 25 minutes au sud de Revelstoke, près du parc ' +
      'provincial Blanket Creek. Un quai privé, une petite anse de sable et le soleil de l’après-midi ' +
      'jusqu’à 21 h en juillet. Trois chambres pour sept personnes; après le souper, tout le monde se ' +
      'retrouve sur la galerie moustiquaire.\n\nSéjours à la semaine en juillet et en août, plus courts au ' +
      'printemps et à l’automne.',
    address_description:
      'Au sud de Revelstoke par la route 23, passé le parc provincial Blanket Creek. Tournez à droite à la ' +
      'barrière verte qui porte le numéro 6320; la maison est au bout de l’allée de 400 m, au bord de l’eau.',
    amenities:
      'Quai privé, Plage de sable, Galerie moustiquaire, Canot et kayaks, Foyer extérieur, Wi-Fi Starlink',
  },
};

/** French names (where a place has one) and notes of the local guide, by the place's English name. */
export const frenchPlaces: Record<string, { name?: string; note: string }> = {
  'Dose Coffee': {
    note: 'Espresso et sandwichs-déjeuner dès 7 h; prenez-en un en montant à la station.',
  },
  'The Village Idiot': {
    note: 'Pizza et bière locale sur l’avenue Mackenzie; très achalandé après la fermeture des remontées, réservez pour les groupes.',
  },
  'Revelstoke Mountain Resort': {
    note: 'Télécabine depuis la base du village; les billets de remontée coûtent moins cher en ligne la veille.',
  },
  'Free Spirit Sports': {
    note: 'Location de skis et de planches, mise au point pendant la nuit; on y loue aussi des raquettes.',
  },
  'Mount Revelstoke Meadows in the Sky Parkway': {
    name: 'Promenade Meadows in the Sky du mont Revelstoke',
    note: 'L’été seulement\u00a0: montez en voiture jusqu’aux prés du sommet, en fleurs fin juillet; un laissez-passer de parc est obligatoire.',
  },
  'Southside Market': {
    note: 'Épicerie, pain frais et charcuterie, ouvert jusqu’à 22 h tous les jours.',
  },
  'Revelstoke Railway Museum': {
    name: 'Musée ferroviaire de Revelstoke',
    note: 'L’histoire du chemin de fer du col Rogers, avec une locomotive à vapeur où l’on peut monter.',
  },
  'Queen Victoria Hospital': {
    name: 'Hôpital Queen Victoria',
    note: 'Urgence ouverte 24 heures sur 24. En cas d’urgence, composez le 911.',
  },
};
