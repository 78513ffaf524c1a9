import type { PropertyWrite } from '#common/property.ts';

/**
 * The French of the demo welcome pages (issue 28), written for a Québec or European guest rather than word
 * for word, keyed by the property's slug; the seed writes it as the property form would
 * (`translations.fr`). A home not listed shows its guide's texts in English on a French guide, with the
 * page's note, as a real site would until staff write them.
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

export const demoWelcomeFrench: Readonly<Record<string, NonNullable<PropertyWrite['translations']>>> = {
  'mackenzie-heritage-house': {
    fr: {
      check_in_instructions:
        'Ouvrez la boîte à clés avec le code d’entrée, prenez la clé en laiton et refermez le couvercle.\n' +
        'Bottes et skis restent dans le porche; le chauffage est déjà allumé.',
      door_instructions:
        'La boîte à clés est accrochée au poteau du porche, à droite de la porte d’entrée. Stationnez dans ' +
        'la ruelle arrière (voir Stationnement) et faites le tour par l’allée du jardin : elle est éclairée ' +
        'le soir.',
      checkout_instructions:
        'Merci de remplir et de lancer le lave-vaisselle, de défaire les lits et de laisser les serviettes ' +
        'utilisées dans la baignoire, de sortir les ordures et le recyclage aux bacs et de fermer le ' +
        'couvercle du spa avec les deux attaches. Verrouillez la porte d’entrée derrière vous et remettez ' +
        'la clé dans la boîte à clés.',
      garbage_info: `${bearAware} La collecte a lieu le mercredi matin : roulez le bac jusqu’à la ruelle après 5 h le jour même, jamais la veille.`,
      garbage_location: 'Bacs anti-ours dans l’appentis à côté de la barrière de la ruelle arrière',
      parking_location: 'Deux places dans la ruelle arrière, derrière le jardin',
      parking_instructions:
        'Entrez dans la ruelle par la 2e Rue Ouest. Ne stationnez pas sur l’avenue Mackenzie la nuit de ' +
        'novembre à avril : la Ville déneige après minuit et remorque les véhicules.',
      house_rules: [
        'Interdit de fumer ou de vapoter sur toute la propriété',
        'Pas de fêtes ni d’événements',
        'Silence de 22 h à 7 h',
        'Animaux non admis',
        'Le spa ferme à 22 h',
        'On retire ses bottes à la porte',
      ].join('\n'),
      shuttle_description: downtownShuttle,
      pm_contact: 'Maya Thompson (gestionnaire) : +1 250-555-0187, par appel ou texto de 8 h à 21 h.',
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
            'Dans le vestiaire près de la porte arrière : accrochez gants et doublures aux tiges et mettez-le ' +
            'en marche avec la minuterie. Deux heures suffisent à tout sécher.',
        },
      ],
    },
  },
};
