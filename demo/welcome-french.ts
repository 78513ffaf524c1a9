import type { PropertyWrite } from '#common/property.ts';

/**
 * The French of the demo welcome pages (issue 28), written for a Québec or European guest rather than word
 * for word, keyed by the property's slug; the seed writes it as the property form would
 * (`translations.fr`): every demo home, each text its English has (demo/welcome-french.test.ts).
 */

const bearAware =
  "Revelstoke est en pays d'ours, et un ours qui trouve des ordures une fois revient en chercher. Gardez " +
  "tous les déchets et le compost à l'intérieur jusqu'à ce qu'ils aillent dans le bac anti-ours; ne laissez " +
  'jamais de sacs sur le porche, la terrasse ou dans une voiture la nuit. Rincez le recyclage et gardez ' +
  'propre le bac à graisse du barbecue.';

const downtownShuttle =
  "La navette de ski gratuite relie le centre-ville et Revelstoke Mountain Resort de décembre au début d'avril. " +
  "Les autobus partent de l'arrêt Grizzly Plaza, avenue Mackenzie, toutes les 30 minutes de 7 h 30 à 10 h le " +
  'matin et redescendent toutes les 20 minutes de 14 h 30 à 17 h 30. Skis et planches vont dans les supports ' +
  "sur le côté de l'autobus; le chauffeur vous aidera à les charger.";

const maya = 'Maya Thompson (gestionnaire)\u00a0: +1 250-555-0187, par appel ou texto de 8 h à 21 h.';
const liam = 'Liam Chen (gestionnaire)\u00a0: +1 250-555-0163, par appel ou texto de 8 h à 21 h.';

export const demoWelcomeFrench: Readonly<Record<string, NonNullable<PropertyWrite['translations']>>> = {
  'mackenzie-heritage-house': {
    fr: {
      check_in_instructions:
        'Ouvrez la boîte à clés avec le code d’entrée, prenez la clé en laiton et refermez le couvercle.\n' +
        'Bottes et skis restent dans le porche; le chauffage est déjà allumé.',
      door_instructions:
        'La boîte à clés est accrochée au poteau du porche, à droite de la porte d’entrée. Stationnez dans ' +
        'la ruelle arrière (voir Stationnement) et faites le tour par l’allée du jardin\u00a0: elle est éclairée ' +
        'le soir.',
      checkout_instructions:
        'Merci de remplir et de lancer le lave-vaisselle, de défaire les lits et de laisser les serviettes ' +
        'utilisées dans la baignoire, de sortir les ordures et le recyclage aux bacs et de fermer le ' +
        'couvercle du spa avec les deux attaches. Verrouillez la porte d’entrée derrière vous et remettez ' +
        'la clé dans la boîte à clés.',
      garbage_info: `${bearAware} La collecte a lieu le mercredi matin\u00a0: roulez le bac jusqu’à la ruelle après 5 h le jour même, jamais la veille.`,
      garbage_location: 'Bacs anti-ours dans l’appentis à côté de la barrière de la ruelle arrière',
      parking_location: 'Deux places dans la ruelle arrière, derrière le jardin',
      parking_instructions:
        'Entrez dans la ruelle par la 2e Rue Ouest. Ne stationnez pas sur l’avenue Mackenzie la nuit de ' +
        'novembre à avril\u00a0: la Ville déneige après minuit et remorque les véhicules.',
      house_rules: [
        'Interdit de fumer ou de vapoter sur toute la propriété',
        'Pas de fêtes ni d’événements',
        'Silence de 22 h à 7 h',
        'Animaux non admis',
        'Le spa ferme à 22 h',
        'On retire ses bottes à la porte',
      ].join('\n'),
      shuttle_description: downtownShuttle,
      pm_contact: maya,
      welcome_amenities: [
        {
          name: 'Spa',
          description:
            'Détachez les deux côtés du couvercle et repliez-le sur le support. Le bouton des jets est dans ' +
            'le coin de droite, celui de la lumière juste à côté. Prenez une douche avant et refermez le ' +
            'couvercle après usage pour que l’eau reste chaude.',
        },
        {
          name: 'Foyer',
          description:
            'Ouvrez la clé (levier vers le haut) avant d’allumer. Le petit bois et le papier journal sont ' +
            'dans le panier, les bûches fendues sous le porche arrière. Ne laissez jamais le feu sans ' +
            'surveillance et fermez les portes vitrées avant d’aller dormir.',
        },
        {
          name: 'Sèche-bottes',
          description:
            'Dans le vestiaire près de la porte arrière\u00a0: accrochez gants et doublures aux tiges et mettez-le ' +
            'en marche avec la minuterie. Deux heures suffisent à tout sécher.',
        },
      ],
    },
  },
  'summit-loft-mackenzie-village': {
    fr: {
      checkout_instructions:
        'Lancez le lave-vaisselle, laissez les serviettes utilisées sur le plancher de la salle de bain et ' +
        'la clé électronique sur le comptoir de la cuisine. Merci de sortir vos skis du casier\u00a0: la porte ' +
        'se verrouille d’elle-même quand vous la refermez.',
      garbage_info: `${bearAware} L’immeuble a une salle fermée pour les ordures et le recyclage; merci de trier le verre à part.`,
      garbage_location: 'Salle des ordures au niveau du stationnement, à côté de l’ascenseur',
      parking_location: 'Stationnement souterrain\u00a0: place 412',
      parking_instructions:
        'La porte du garage s’ouvre avec le bouton gris de la clé électronique. La hauteur libre est de ' +
        '2,1 m\u00a0: les coffres de toit doivent être retirés. Des places pour visiteurs se trouvent devant le ' +
        'hall d’entrée.',
      house_rules: [
        'Interdit de fumer sur les balcons et partout dans l’immeuble',
        'Silence de 22 h à 8 h',
        'Spa sur le toit ouvert de 8 h à 22 h',
        'Pas de verre autour du spa',
        'Animaux non admis',
      ].join('\n'),
      shuttle_description:
        'Vous êtes déjà à la montagne\u00a0: la télécabine est à deux minutes à pied. Pour descendre en ville, ' +
        'la navette gratuite du village part de l’arrêt devant le Nelsen Lodge toutes les 30 minutes en ' +
        'hiver, de 15 h à 22 h, et vous dépose à la place Grizzly.',
      pm_contact: liam,
      welcome_amenities: [
        {
          name: 'Spa sur le toit',
          description:
            'Prenez l’ascenseur jusqu’au R\u00a0: la clé électronique ouvre la porte de la terrasse. Les ' +
            'serviettes sont dans le coffre-banc près de la porte et vont ensuite dans le panier à linge.',
        },
        {
          name: 'Casier à skis',
          description:
            'Le casier 412, au niveau du stationnement, a un chauffe-bottes et des supports pour quatre ' +
            'paires de skis. La clé électronique l’ouvre; merci de le laisser propre et sec.',
        },
        {
          name: 'Foyer au gaz',
          description: 'Interrupteur mural à côté de la télé; il s’éteint tout seul après trois heures.',
        },
      ],
    },
  },
  'begbie-creek-cabin': {
    fr: {
      checkout_instructions:
        'Laissez le poêle s’éteindre de lui-même, sans jamais y verser d’eau. Balayez la galerie, ' +
        'emportez toutes vos ordures et laissez la clé au crochet, à l’intérieur de la porte.',
      garbage_info: `${bearAware} Il n’y a pas de collecte aussi loin au sud\u00a0: merci de tout emporter à votre départ.`,
      garbage_location: 'Bac anti-ours en acier derrière la remise à bois, pendant votre séjour',
      parking_location: 'Aire de gravier à côté de la remise à bois, pour deux voitures',
      parking_instructions:
        'Stationnez-vous en marche avant. L’entrée est déneigée après chaque chute de neige avant 9 h; ' +
        'une pelle et un seau de gravier antidérapant sont au pied des marches de la galerie.',
      house_rules: [
        'Interdit de fumer à l’intérieur et sur la galerie',
        'Poêle à bois seulement avec le pare-étincelles fermé',
        'Silence de 22 h à 7 h',
        'Chiens bien élevés bienvenus sur entente',
        'Ne nourrissez pas les animaux sauvages',
      ].join('\n'),
      shuttle_description:
        'Aucune navette ne se rend au chalet. Prenez la voiture jusqu’au stationnement incitatif de ' +
        'l’arrêt de la navette du centre-ville, sur le chemin Victoria (15 minutes), et montez à la ' +
        'station à partir de là.',
      pm_contact: maya,
      welcome_amenities: [
        {
          name: 'Sauna en cèdre',
          description:
            'Allumez le poêle du sauna une heure avant\u00a0: il atteint 80\u00a0°C. La louche et le seau sont ' +
            'accrochés à l’intérieur, et l’eau du ruisseau est assez froide pour une saucette, même en août.',
        },
        {
          name: 'Poêle à bois',
          description:
            'Ouvrez la prise d’air au complet, faites un petit feu de petit bois et ajoutez deux bûches ' +
            'fendues quand il a bien pris. Refermez la prise d’air à moitié pour un feu lent toute la nuit.',
        },
      ],
    },
  },
  'mt-begbie-view-chalet': {
    fr: {
      checkout_instructions:
        'Lancez les deux lave-vaisselle, rassemblez les serviettes utilisées dans la salle de lavage, ' +
        'fermez le couvercle du spa avec ses attaches et éteignez le sauna à l’interrupteur. Fermez la ' +
        'porte du garage et verrouillez la porte d’entrée avec le clavier (appuyez sur le cadenas).',
      garbage_info: `${bearAware} La collecte a lieu le jeudi matin\u00a0: roulez les bacs jusqu’à la rue après 5 h le jour même.`,
      garbage_location: 'Bacs anti-ours dans le garage, à gauche de la porte',
      parking_location: 'Entrée pour trois voitures et une place dans le garage',
      parking_instructions:
        'Stationnez-vous dans le garage (télécommande au crochet, à l’intérieur de la porte d’entrée) ou ' +
        'en marche avant dans l’entrée. La borne de recharge pour véhicules électriques est sur le mur du ' +
        'garage; merci de laisser la rue libre pour la déneigeuse.',
      house_rules: [
        'Interdit de fumer ou de vapoter',
        'Pas de fêtes ni d’événements',
        'Silence de 22 h à 7 h',
        'Maximum de 12 personnes',
        'Enfants au spa et au sauna seulement avec un adulte',
        'Animaux non admis',
      ].join('\n'),
      shuttle_description:
        'La navette de ski ne monte pas à Arrow Heights. L’arrêt le plus proche est au centre-ville, à la ' +
        'place Grizzly (5 minutes en voiture), avec un stationnement gratuit toute la journée juste à ' +
        'côté, sur l’avenue Campbell. Avec un groupe de cette taille, la plupart des invités vont ' +
        'directement à la station en voiture\u00a0: 10 minutes.',
      pm_contact: liam,
      welcome_amenities: [
        {
          name: 'Spa',
          description:
            'Huit places. Repliez le couvercle sur le support; le panneau de commande est du côté qui fait ' +
            'face à la maison. Merci de refermer le couvercle après chaque baignade\u00a0: la chaleur reste ' +
            'dedans et la neige dehors.',
        },
        {
          name: 'Sauna-tonneau',
          description:
            'Allumez-le au panneau à l’intérieur de la porte\u00a0: il est prêt en 40 minutes. Ne versez qu’une ' +
            'louche d’eau à la fois sur les pierres.',
        },
        {
          name: 'Foyer de la grande pièce',
          description:
            'Ouvrez la clé avec la chaîne de gauche et allumez par le haut avec les allume-feu de la boîte ' +
            'en fer. Le bois de chauffage est cordé sous l’escalier de la terrasse.',
        },
        {
          name: 'Salle de jeux',
          description:
            'Au sous-sol\u00a0: une table de billard, des jeux de société et un projecteur avec un écran de 100 pouces.',
        },
      ],
    },
  },
  'columbia-riverfront-house': {
    fr: {
      checkout_instructions:
        'Rincez les kayaks et suspendez les gilets de sauvetage dans la remise. Lancez le lave-vaisselle, ' +
        'laissez la literie utilisée dans la salle de lavage et verrouillez les portes de la terrasse et ' +
        'la porte d’entrée avec le clavier.',
      garbage_info: `${bearAware} La collecte a lieu le mardi matin\u00a0: les bacs vont au bord de la rue après 5 h le jour même.`,
      garbage_location: 'Bacs anti-ours dans la remise, en haut de l’entrée',
      parking_location: 'Entrée asphaltée pour trois voitures',
      parking_instructions:
        'Merci de ne pas vous stationner sur le chemin Westside\u00a0: il est étroit et l’autobus scolaire y passe.',
      house_rules: [
        'Interdit de fumer ou de vapoter',
        'Gilet de sauvetage obligatoire en tout temps sur l’eau',
        'Pas de baignade dans la rivière à la noirceur',
        'Silence de 22 h à 7 h',
        'Pas de fêtes ni d’événements',
        'Chiens bienvenus sur entente',
      ].join('\n'),
      shuttle_description:
        'La navette de ski ne traverse pas la rivière. Prenez la voiture jusqu’à l’arrêt de la place ' +
        'Grizzly, au centre-ville (7 minutes), ou directement jusqu’à la station (15 minutes).',
      pm_contact: maya,
      welcome_amenities: [
        {
          name: 'Kayaks et planches à pagaie',
          description:
            'Deux kayaks et deux planches vous attendent dans la remise, avec pagaies et gilets de ' +
            'sauvetage. Mettez à l’eau depuis le quai et restez dans le remous\u00a0: le courant principal est ' +
            'rapide et froid, même en août.',
        },
        {
          name: 'Four à pizza',
          description:
            'Allumez-le une heure d’avance avec le petit bois du bac à côté; il est prêt quand le dôme ' +
            'devient blanc. La pelle et la brosse sont accrochées aux crochets.',
        },
      ],
    },
  },
  'williamson-lake-a-frame': {
    fr: {
      checkout_instructions:
        'Laissez le poêle s’éteindre, lavez et rangez la vaisselle et laissez les serviettes utilisées sur ' +
        'le plancher de la salle de bain. Verrouillez la porte et remettez la clé dans la boîte à clés.',
      garbage_info: `${bearAware} La collecte a lieu le mercredi matin\u00a0: le bac va au bord de la rue après 5 h le jour même.`,
      garbage_location: 'Bac anti-ours à côté de la remise à bois',
      parking_location: 'Entrée de gravier pour deux voitures',
      parking_instructions:
        'Stationnez-vous près de la remise à bois pour que la déneigeuse puisse dégager le virage.',
      house_rules: [
        'Interdit de fumer',
        'Poêle à bois seulement avec la porte fermée',
        'Silence de 22 h à 7 h',
        'Animaux non admis',
      ].join('\n'),
      shuttle_description:
        'La navette de ski ne dessert pas Southside. L’arrêt le plus proche est à la place Grizzly, au ' +
        'centre-ville, à 5 minutes en voiture, avec stationnement gratuit sur l’avenue Campbell.',
      pm_contact: maya,
      welcome_amenities: [
        {
          name: 'Canot',
          description:
            'Le canot est sur le support derrière la maison, avec pagaies et gilets de sauvetage. Portez-le ' +
            'par le sentier jusqu’à la plage publique; merci de le remonter et de le cadenasser au support.',
        },
        {
          name: 'Poêle à bois',
          description:
            'Petit bois dans le panier, bois sec dans la remise. Gardez la porte fermée pendant que le feu brûle.',
        },
      ],
    },
  },
  'arrow-lakes-lake-house': {
    fr: {
      checkout_instructions:
        'Remontez le canot et les kayaks sur le support et éteignez complètement le foyer extérieur avec ' +
        'de l’eau. Lancez le lave-vaisselle, défaites les lits et verrouillez la porte de la galerie et la ' +
        'porte d’entrée.',
      garbage_info: `${bearAware} Il n’y a pas de collecte ici\u00a0: apportez les ordures et le recyclage à la station de transfert de Revelstoke ou rapportez-les chez vous.`,
      garbage_location: 'Bac anti-ours en acier en haut de l’entrée, pendant votre séjour',
      parking_location: 'Stationnement de gravier à côté de la maison, pour trois voitures',
      parking_instructions:
        'Roulez lentement dans l’entrée\u00a0: chevreuils et enfants. Les remorques à bateau peuvent rester en ' +
        'haut, près de la barrière.',
      house_rules: [
        'Interdit de fumer',
        'Gilet de sauvetage pour tout le monde sur le quai et sur l’eau',
        'Foyer extérieur seulement en l’absence d’interdiction des feux de camp',
        'Silence de 22 h à 8 h',
        'Chiens bienvenus sur entente',
      ].join('\n'),
      shuttle_description:
        'C’est une maison d’été, loin de la navette de ski. Pour un séjour d’hiver, comptez 25 minutes de ' +
        'route jusqu’au centre-ville et utilisez le stationnement incitatif de la place Grizzly.',
      pm_contact: liam,
      welcome_amenities: [
        {
          name: 'Quai privé',
          description:
            'L’eau est profonde au bout du quai; pas de plongeon sur les côtés. Amarrez les bateaux aux ' +
            'taquets du côté gauche et gardez le côté droit libre pour la baignade.',
        },
        {
          name: 'Foyer extérieur',
          description:
            'Avant d’allumer, vérifiez auprès du BC Wildfire Service s’il y a une interdiction des feux de ' +
            'camp. Un seau plein d’eau et une pelle restent à côté du foyer.',
        },
        {
          name: 'Canot et kayaks',
          description:
            'Sur le support près de la plage, avec pagaies et gilets de sauvetage pour sept personnes.',
        },
      ],
    },
  },
};
