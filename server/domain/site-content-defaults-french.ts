import type { PageSlug, PageTranslations } from '#common/site-content.ts';

/**
 * The French of today's copy (issue 28), seeded with it as revision 1 (site-content-defaults.ts): each
 * page's French sections by the index of the English ones, null where a section keeps its English for
 * now (the French page says so). Written for readers in Québec and France, not word for word.
 */
export const defaultFrench: Partial<Record<PageSlug, PageTranslations>> = {
  home: {
    fr: {
      seo: {
        title: '{{name}} | Locations de vacances à {{town}} (C.-B.)',
        description:
          'Des logements de vacances choisis avec soin à {{town}} (C.-B.) : chalets pour la saison de ski, chalets au bord de l’eau et condos au centre-ville, entretenus par une équipe locale qui répond jour et nuit.',
      },
      sections: [
        {
          eyebrow: '{{town}}, Colombie-Britannique',
          heading: 'Votre camp de base dans les monts Selkirk',
          text: 'Des matins de poudreuse à la station, des après-midi tranquilles au bord du Columbia et un logement chaleureux et bien tenu où rentrer. Des locations de vacances choisies avec soin à {{town}}, entretenues par des gens d’ici.',
          buttons: [{ label: 'Voir les logements' }, { label: 'Découvrir {{town}}' }],
        },
        {
          heading: 'Pourquoi séjourner chez nous',
          items: [
            {
              title: 'Des logements où nous séjournerions nous-mêmes',
              text: 'Notre équipe visite, photographie et équipe chaque logement : de bons lits, de vraies cuisines et des séchoirs à bottes près de la porte.',
            },
            {
              title: 'Une équipe locale, jour et nuit',
              text: 'Nous vivons ici. Si le spa fait des siennes à minuit ou si la route ferme au col Rogers, une vraie personne vous répond.',
            },
            {
              title: 'Des conditions claires, sans surprise',
              text: 'Des prix simples et une politique d’annulation en langage clair, pour planifier votre voyage en toute confiance.',
            },
          ],
        },
        {
          eyebrow: 'Logements en vedette',
          heading: 'Les séjours que nos invités adorent',
          text: 'Des chalets au pied des pistes aux chalets tranquilles au bord de la rivière : voici les logements que l’on réserve d’une année à l’autre.',
          buttons: [{ label: 'Voir tous les logements' }],
        },
        {
          heading: 'Vivez comme les gens d’ici',
          items: [
            {
              title: 'Hiver',
              text: 'Poudreuse profonde et soirées au coin du feu\n\nLe plus grand dénivelé d’Amérique du Nord à Revelstoke Mountain Resort, et le ski en autoneige au-delà.',
              link: { label: 'Découvrir' },
            },
            {
              title: 'Cafés et restos',
              text: 'Flat whites, bière artisanale et longs soupers\n\nLes cafés de l’avenue Mackenzie, des boulangeries dévalisées avant dix heures et des terrasses au soleil du soir.',
              link: { label: 'Découvrir' },
            },
            {
              title: 'Événements',
              text: 'Street Fest, musique live et festivals\n\nLes soirées d’été sur la place Grizzly, les fins de semaine du carnaval d’hiver et des marchés toute l’année.',
              link: { label: 'Découvrir' },
            },
            {
              title: 'Été',
              text: 'Prés alpins, rivières et lacs\n\nLes fleurs sauvages du mont Revelstoke, les chutes Begbie, le Columbia et les lacs Arrow.',
              link: { label: 'Découvrir' },
            },
          ],
        },
        {
          eyebrow: 'Comment nous aidons',
          heading: 'Au service des invités et des logements',
          items: [
            {
              title: 'Services aux invités',
              text: 'Un accueil chaleureux, un logement impeccable et une personne d’ici joignable en tout temps. Billets de remontée, guides, réservations au restaurant ou frigo rempli à l’arrivée : demandez, on s’en occupe.',
              link: { label: 'Découvrir les services aux invités' },
            },
            {
              title: 'Services aux propriétaires',
              text: 'Vous possédez une maison à {{town}}? Nous nous occupons des prix, des invités, du ménage, de l’entretien et de la comptabilité : votre propriété rapporte bien et on en prend soin comme de la nôtre.',
              link: { label: 'Voir les avantages pour les propriétaires' },
            },
          ],
        },
        {
          eyebrow: 'Écrivez-nous',
          heading: 'Planifiez votre séjour avec quelqu’un d’ici',
          body: 'Vos dates, votre chien, un grand groupe ou une semaine tranquille : dites-nous ce que vous avez en tête, nous trouverons le bon logement et vous répondrons en moins d’une journée.',
        },
      ],
    },
  },
  about: {
    fr: {
      seo: {
        title: 'À propos',
        description:
          'Les six associés de {{name}} : des gens d’ici qui skient, randonnent, pagaient et reçoivent à {{town}} (C.-B.).',
      },
      sections: [
        {
          eyebrow: 'À propos',
          heading: 'Des gens d’ici qui aiment recevoir',
          text: '{{name}} a commencé avec un chalet en A, un double des clés et l’habitude de laisser des cartes de sentiers sur la table de la cuisine.',
        },
        {
          eyebrow: 'Notre histoire',
          heading: 'Enracinés à {{town}}',
          body: [
            'La plupart d’entre nous sont venus à {{town}} pour un hiver et ne sont jamais repartis. Quelque part entre la première journée de poudreuse à la station et la première soirée d’été au bord du Columbia, le voyage est devenu notre chez-nous.',
            'Des amis ont commencé à nous demander où loger, puis des voisins, qui pouvait s’occuper de leur maison pendant leurs voyages. Nous avons dit oui aux deux, un logement à la fois, et appris ce qui rend un séjour en montagne facile : une entrée chaude pour les bottes mouillées, un hôte qui répond, des conseils honnêtes sur la météo au col.',
            'Aujourd’hui, nous prenons soin d’une petite collection de logements un peu partout en ville, des lofts de l’avenue Mackenzie aux chalets près de l’Illecillewaet. Nous faisons toujours le ménage selon nos propres exigences, répondons toujours nous-mêmes au téléphone et laissons toujours les cartes de sentiers sur la table.',
          ].join('\n\n'),
        },
        {
          eyebrow: 'Les associés',
          heading: 'Six personnes, un seul numéro',
          intro:
            'À nous six, nous avons skié toutes les pistes de la montagne, guidé dans les deux parcs nationaux et réparé plus de spas que nous ne saurions compter.',
          members: [
            { role: 'Cofondatrice et opérations' },
            { role: 'Expérience des invités' },
            { role: 'Relations avec les propriétaires et comptabilité' },
            { role: 'Logements et entretien' },
            { role: 'Photographie et marketing' },
            { role: 'Conciergerie et guide local' },
          ],
        },
        { links: [{ label: 'Trouver votre séjour' }, { label: 'Dites-nous bonjour' }] },
      ],
    },
  },
};
