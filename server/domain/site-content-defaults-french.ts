import type { PageSlug, PageTranslations } from '#common/site-content.ts';

/**
 * The French of today's copy (issue 28), seeded with it as revision 1 (site-content-defaults.ts): each
 * page's French sections by the index of the English ones, with every text field the English has (a name
 * or a title that is a proper noun is written out the same, so the French page does not call it missing).
 * Written for readers in Canada (Québec first) and France, not word for word; links inside the French
 * Markdown go to the French pages (`/fr/...`).
 */

/** The French alt texts of the painted scenes (site-content-defaults.ts `images`). */
const alt = {
  heroWinter: { alt: 'Sommets enneigés des monts Selkirk au-dessus d’une ville nichée dans la vallée' },
  seasonWinter: { alt: 'Des skieurs sur une crête enneigée sous un ciel d’hiver' },
  seasonSummer: { alt: 'Pré alpin et lac au pied des sommets en été' },
  seasonFood: { alt: 'La vitrine chaleureuse d’un café dans une rue de ville de montagne' },
  seasonEvents: { alt: 'Les lumières d’un festival de rue, le soir, au pied des montagnes' },
  valleyNight: { alt: 'La vallée la nuit sous un ciel étoilé' },
  lakeGolden: { alt: 'Un lac calme qui s’embrase au coucher du soleil' },
  autumnDay: { alt: 'Forêt aux couleurs d’automne à flanc de montagne' },
  springDawn: { alt: 'Lumière de l’aube sur les montagnes au printemps' },
};

type Legal = { id: string; title: string; body: string };

/** A legal text as the English one is built: the intro, then each part under `## Title {#id}` (same ids). */
const legalBody = (intro: string, sections: Legal[]) =>
  [intro, ...sections.map((s) => `## ${s.title} {#${s.id}}\n\n${s.body}`)].join('\n\n');

const privacySections: Legal[] = [
  {
    id: 'who-we-are',
    title: 'Qui nous sommes',
    body: '{{name}} («\u00a0nous\u00a0») gère des logements de location de vacances à court terme à {{town}}, en Colombie-Britannique, pour le compte de leurs propriétaires. La présente politique explique comment nous traitons les renseignements personnels de nos invités, des propriétaires avec qui nous travaillons, des personnes qui communiquent avec nous et des visiteurs de ce site Web.\n\nNous sommes une organisation du secteur privé de la Colombie-Britannique et nous traitons les renseignements personnels conformément à la _Personal Information Protection Act_ de la Colombie-Britannique («\u00a0PIPA\u00a0») et, lorsqu’elle s’applique, à la _Loi sur la protection des renseignements personnels et les documents électroniques_ fédérale («\u00a0LPRPDE\u00a0»).',
  },
  {
    id: 'information-we-collect',
    title: 'Les renseignements que nous recueillons',
    body: 'Nous ne recueillons que les renseignements personnels dont nous avons besoin aux fins décrites dans la présente politique\u00a0:\n\n- **Demandes de renseignements.** Lorsque vous utilisez notre formulaire de contact ou nous écrivez\u00a0: vos prénom et nom, votre adresse courriel, votre numéro de téléphone et le contenu de votre message.\n- **Réservations.** Lorsque vous réservez\u00a0: le nom, l’adresse, le courriel et le numéro de téléphone de la personne qui réserve, le nombre d’invités, les dates d’arrivée et de départ, les renseignements sur le véhicule pour le stationnement et toute demande particulière. Les paiements sont traités par notre plateforme de réservation et son fournisseur de services de paiement; nous ne recevons ni ne conservons les numéros complets de cartes de paiement.\n- **Votre séjour.** Les registres d’arrivée et de départ, les messages échangés avec notre équipe, les rapports de dommages ou d’incidents et la durée de séjour que vous saisissez pour ouvrir votre page d’accueil privée.\n- **Propriétaires.** Les coordonnées, les renseignements sur la propriété, les renseignements bancaires pour les versements aux propriétaires et les renseignements fiscaux dont nous avons besoin pour préparer les relevés et remplir nos obligations légales.\n- **Utilisation du site Web.** Des renseignements techniques comme votre adresse IP, le type de navigateur, les pages consultées et l’heure de votre visite. Si la mesure d’audience est activée, ils sont recueillis comme le décrit la section 8.\n\nNous ne recueillons pas sciemment de renseignements sensibles, comme des renseignements sur la santé, sauf si vous choisissez de nous faire part d’un besoin d’accessibilité ou d’un besoin médical pour que nous puissions préparer le logement en conséquence.',
  },
  {
    id: 'how-we-use-it',
    title: 'Comment nous utilisons vos renseignements',
    body: 'Nous utilisons les renseignements personnels pour\u00a0:\n\n- répondre à vos questions et donner suite à vos demandes;\n- confirmer, gérer et modifier les réservations, et vous donner accès à votre logement et à votre page d’accueil;\n- veiller à votre sécurité et à celle de nos logements, notamment en intervenant en cas d’urgence;\n- percevoir les paiements, effectuer les remboursements prévus par notre politique d’annulation et tenir notre comptabilité;\n- payer les propriétaires et leur remettre des relevés sur leur logement;\n- respecter les lois, notamment en matière de fiscalité, de permis d’affaires et d’enregistrement des locations à court terme;\n- comprendre comment notre site Web est utilisé, afin de l’améliorer;\n- vous envoyer des nouvelles ou des offres, seulement si vous avez accepté de les recevoir.',
  },
  {
    id: 'consent',
    title: 'Consentement',
    body: 'En communiquant avec nous, en réservant un séjour ou en utilisant ce site Web, vous consentez à ce que vos renseignements personnels soient recueillis, utilisés et communiqués comme le décrit la présente politique. Si nous souhaitons utiliser vos renseignements à une nouvelle fin, nous vous demanderons d’abord votre consentement, sauf si la loi permet ou exige cette nouvelle utilisation sans consentement.\n\nVous pouvez retirer votre consentement en tout temps moyennant un préavis raisonnable, sous réserve de restrictions légales ou contractuelles. Si vous retirez votre consentement, il se peut que nous ne puissions plus fournir certains services, comme mener à bien une réservation.',
  },
  {
    id: 'sharing',
    title: 'Quand nous communiquons des renseignements',
    body: 'Nous ne vendons ni ne louons de renseignements personnels. Nous les communiquons seulement\u00a0:\n\n- aux fournisseurs de services qui travaillent pour nous, comme notre plateforme de réservation et de paiement, nos fournisseurs de courriel et d’hébergement Web, les équipes de ménage et les entrepreneurs en entretien, et seulement dans la mesure nécessaire à leur travail;\n- au propriétaire du logement où vous séjournez, en nous limitant à ce qu’il doit savoir sur le séjour;\n- aux partenaires que vous nous demandez de réserver pour vous, comme des guides ou des massothérapeutes;\n- aux autorités gouvernementales lorsque la loi l’exige, par exemple pour remplir nos obligations fiscales, de permis ou d’inscription au registre des locations à court terme, ou pour donner suite à une ordonnance valide;\n- en cas d’urgence menaçant la vie, la santé ou la sécurité d’une personne;\n- à un acheteur ou à un successeur si notre entreprise est vendue ou restructurée, avec des protections équivalentes.\n\nNos fournisseurs de services doivent protéger les renseignements personnels au moyen de mesures comparables aux nôtres et ne les utiliser que pour les services qu’ils nous rendent.',
  },
  {
    id: 'storage-outside-canada',
    title: 'Conservation et traitement à l’extérieur du Canada',
    body: 'Certains de nos fournisseurs de services, comme notre plateforme de réservation, notre service de courriel ou notre outil de mesure d’audience, peuvent conserver ou traiter des renseignements personnels à l’extérieur du Canada, notamment aux États-Unis. Pendant qu’ils s’y trouvent, ces renseignements peuvent être assujettis aux lois de ce pays et être accessibles à ses tribunaux, à ses forces de l’ordre et à ses autorités chargées de la sécurité nationale. Nous choisissons des fournisseurs qui s’engagent à les protéger.',
  },
  {
    id: 'retention-and-security',
    title: 'Conservation et sécurité',
    body: 'Nous ne conservons les renseignements personnels que le temps nécessaire aux fins décrites dans la présente politique ou exigé par la loi. Les dossiers de réservation et les documents financiers sont conservés au moins sept ans pour satisfaire à nos obligations fiscales. Les demandes reçues par le formulaire de contact qui ne mènent pas à une réservation sont supprimées dans un délai de deux ans.\n\nNous protégeons les renseignements personnels au moyen de mesures raisonnables\u00a0: accès limité aux membres du personnel qui en ont besoin, mots de passe hachés, connexions chiffrées à ce site Web, codes de porte et mots de passe des invités changés entre les séjours. Aucune méthode de transmission ou de conservation n’est entièrement sûre, et nous ne pouvons garantir une sécurité absolue.',
  },
  {
    id: 'cookies-and-analytics',
    title: 'Témoins, mesure d’audience et contenu intégré',
    body: 'Ce site Web utilise un petit nombre de témoins (cookies) nécessaires à son fonctionnement, comme le témoin de session qui garde un invité connecté à sa page d’accueil. Ils ne contiennent aucun identifiant publicitaire.\n\nLorsque cette fonction est activée, nous utilisons Google Analytics pour compter les pages vues et savoir quelles pages sont utiles. Cet outil dépose des témoins et recueille des renseignements comme votre emplacement approximatif, votre appareil et les pages que vous consultez. Vous pouvez vous y soustraire au moyen des paramètres de témoins de votre navigateur ou du module complémentaire de désactivation de Google Analytics.\n\nCertaines pages intègrent du contenu d’autres services, comme des cartes de Google Maps, des vidéos de YouTube et un calendrier d’événements de Google Agenda. Lorsque vous les consultez, le fournisseur peut recueillir des renseignements selon sa propre politique de confidentialité. Les liens vers les sites de nos partenaires et d’autres sites externes sont fournis pour votre commodité; nous ne sommes pas responsables de leurs pratiques en matière de protection de la vie privée.',
  },
  {
    id: 'your-rights',
    title: 'Vos droits\u00a0: accès et rectification',
    body: 'Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à savoir comment ils ont été utilisés et à qui ils ont été communiqués, et nous demander de les corriger s’ils sont inexacts ou incomplets. Envoyez votre demande par écrit à notre responsable de la protection de la vie privée (section 12). Nous vous répondrons dans un délai de 30 jours ouvrables, comme l’exige la PIPA, et pourrions d’abord vous demander de confirmer votre identité.\n\nDans certains cas, la loi nous permet ou nous oblige à refuser l’accès, par exemple lorsque les renseignements révéleraient des renseignements personnels sur une autre personne. Le cas échéant, nous vous en expliquerons la raison.',
  },
  {
    id: 'children',
    title: 'Enfants',
    body: 'Notre site Web et nos services s’adressent aux adultes. Les réservations doivent être faites par un adulte, et nous ne recueillons pas sciemment de renseignements personnels auprès d’enfants, sauf le nombre et l’âge des invités d’un groupe lorsque la personne qui réserve choisit de nous les communiquer.',
  },
  {
    id: 'changes',
    title: 'Modifications de la présente politique',
    body: 'Nous pouvons mettre à jour la présente politique de temps à autre. La version en vigueur se trouve toujours sur cette page, avec sa date d’entrée en vigueur. Si nous apportons un changement important à la façon dont nous utilisons les renseignements personnels, nous en informerons par courriel les invités ayant une réservation à venir et les propriétaires.',
  },
  {
    id: 'contact',
    title: 'Nous joindre et porter plainte',
    body: 'Vos questions, demandes et préoccupations en matière de vie privée peuvent être adressées à notre responsable de la protection de la vie privée\u00a0: [{{email}}](mailto:{{email}}), [{{phone}}]({{tel}}), ou par la poste à l’attention du responsable de la protection de la vie privée, {{name}}, {{address}}. Vous pouvez aussi utiliser notre [formulaire de contact](/fr/contact).\n\nSi notre réponse ne vous satisfait pas, vous pouvez vous adresser au Commissariat à l’information et à la protection de la vie privée de la Colombie-Britannique (Office of the Information and Privacy Commissioner for British Columbia, [oipc.bc.ca](https://www.oipc.bc.ca)).',
  },
];

const termsSections: Legal[] = [
  {
    id: 'agreement',
    title: 'À propos des présentes conditions',
    body: 'Les présentes conditions générales (les «\u00a0Conditions\u00a0») constituent le contrat de location entre vous, l’invité qui fait la réservation («\u00a0vous\u00a0»), et {{name}} («\u00a0nous\u00a0»), agissant à titre de gestionnaire et de mandataire du propriétaire du logement que vous réservez (la «\u00a0Propriété\u00a0»). Elles s’appliquent à toute réservation faite sur ce site Web, sur notre plateforme de réservation, par téléphone ou par courriel, ainsi qu’à votre utilisation de ce site Web.\n\nEn faisant une réservation, vous confirmez avoir lu et accepté les présentes Conditions au nom de toutes les personnes de votre groupe, et être âgé d’au moins 25 ans.',
  },
  {
    id: 'reservations-and-payment',
    title: 'Réservations et paiement',
    body: 'Une réservation est confirmée lorsque nous vous avons envoyé une confirmation écrite et que le paiement exigible à la réservation a été reçu. Le prix total de votre séjour, y compris le tarif par nuit, les frais de ménage, les taxes et l’échéancier des paiements, est indiqué avant que vous réserviez.\n\nLes prix comprennent ou indiquent séparément la taxe sur les produits et services (TPS), la taxe de vente provinciale (TVP) et la taxe municipale et régionale de district sur l’hébergement (MRDT) qui s’appliquent à l’hébergement de courte durée en Colombie-Britannique. Si un solde est exigible avant l’arrivée et n’est pas payé à son échéance, nous pouvons annuler la réservation conformément à la section 3.\n\nUn dépôt de garantie remboursable ou une préautorisation peut être exigé pour certaines Propriétés. Le cas échéant, son montant est indiqué avant que vous réserviez, et il est libéré dans les 14 jours suivant le départ, déduction faite de toute somme due en vertu de la section 8.',
  },
  {
    id: 'cancellation-policy',
    title: 'Politique d’annulation',
    body: 'Si vous annulez une réservation confirmée, nous remboursons les paiements comme suit\u00a0:\n\n{{cancellation_policy}}\n\n**Toute annulation doit être faite par écrit**, par courriel à [{{email}}](mailto:{{email}}) ou par la poste à {{address}}. Une annulation prend effet à la date où nous la recevons; les jours sont comptés jusqu’à 16 h, heure du Pacifique, le jour de l’arrivée. Un appel téléphonique ou un message envoyé sur une plateforme tierce ne constitue pas une annulation tant qu’il n’est pas confirmé par écrit.\n\nLes départs anticipés, les arrivées tardives et les non-présentations ne sont pas remboursés. Les fermetures de routes, la météo, le contrôle des avalanches, les conditions d’enneigement et la fermeture de remontées ou de sentiers ne donnent pas droit à un remboursement; nous vous recommandons vivement une assurance voyage couvrant l’annulation et l’interruption de voyage.\n\nSi nous devons annuler votre réservation parce que la Propriété ne peut pas être utilisée (par exemple à la suite de dommages importants ou d’une panne des services publics), nous vous offrirons un logement comparable s’il y en a un de disponible, ou nous vous rembourserons toutes les sommes versées pour les nuits annulées. Ce remboursement constitue la limite de notre responsabilité à l’égard de l’annulation.',
  },
  {
    id: 'changes',
    title: 'Modification d’une réservation',
    body: 'Les demandes de changement de dates ou du nombre d’invités sont sujettes à la disponibilité et doivent être faites par écrit. Un report à de nouvelles dates demandé moins de 30 jours avant la date d’arrivée initiale est traité comme une annulation en vertu de la section 3. Toute différence de prix est facturée ou remboursée au moment où la modification est confirmée.',
  },
  {
    id: 'check-in-and-check-out',
    title: 'Arrivée, départ et accès',
    body: 'L’arrivée se fait à partir de 16 h et le départ au plus tard à 10 h, sauf indication contraire dans votre confirmation. Les consignes d’accès, les codes de porte et les renseignements Wi-Fi vous sont fournis sur votre page d’accueil privée avant l’arrivée. Gardez-les confidentiels et ne communiquez pas le mot de passe de votre page d’accueil à des personnes extérieures à votre groupe.\n\nUn départ tardif sans notre accord peut être facturé au tarif d’une nuit. Nous ou nos entrepreneurs pouvons entrer dans la Propriété pendant votre séjour pour des réparations urgentes, pour des raisons de sécurité ou pour des services prévus, moyennant un préavis raisonnable.',
  },
  {
    id: 'occupancy-and-house-rules',
    title: 'Occupation et règlements de la maison',
    body: 'Vous vous engagez, pour vous-même et pour votre groupe, à\u00a0:\n\n- ne jamais dépasser, à quelque moment que ce soit, le nombre maximal d’invités indiqué pour la Propriété;\n- respecter les heures de silence, de 22 h à 8 h, et faire preuve de considération envers les voisins;\n- ne pas tenir de fêtes ni d’événements sans notre autorisation écrite préalable;\n- ne pas fumer ni vapoter de tabac ou de cannabis à l’intérieur de la Propriété;\n- n’amener d’animaux que dans les Propriétés indiquées comme acceptant les animaux, et seulement avec notre accord préalable;\n- déposer les ordures et le recyclage dans les bacs à l’épreuve de la faune fournis\u00a0: {{town}} est en pays d’ours, et tout ce qui attire les animaux met en danger la faune comme les gens;\n- utiliser les spas, les foyers et les barbecues selon les instructions, et ne jamais laisser un feu sans surveillance;\n- suivre les règlements de la maison indiqués sur la page d’accueil de la Propriété et toute consigne raisonnable de notre part.\n\nUn manquement grave ou répété à ces règles, ou un comportement qui menace des personnes ou des biens, nous autorise à mettre fin au séjour immédiatement, sans remboursement.',
  },
  {
    id: 'winter-travel-and-parking',
    title: 'Déplacements en hiver, stationnement et conditions en montagne',
    body: '{{town}} est une ville de montagne. Du 1er octobre au 30 avril, les pneus d’hiver ou les chaînes sont obligatoires sur la plupart des routes qui traversent les cols, et des routes comme la Transcanadienne au col Rogers peuvent fermer sans préavis en raison de la météo ou du contrôle des avalanches. Stationnez uniquement aux places indiquées pour la Propriété afin que la neige puisse être déblayée. Les entrées, les escaliers et les terrasses sont déneigés et sablés, mais les surfaces peuvent être glacées\u00a0: soyez prudent et avisez-nous sans tarder si un endroit a besoin d’attention. Les activités de plein air se pratiquent à vos propres risques.',
  },
  {
    id: 'damage',
    title: 'Dommages, pertes et ménage supplémentaire',
    body: 'Vous êtes responsable de la perte de la Propriété ou de son contenu, ou des dommages qui leur sont causés pendant votre séjour par vous, votre groupe ou vos visiteurs, au-delà de l’usure normale, ainsi que du ménage supplémentaire nécessaire pour remettre la Propriété dans l’état où elle était à votre arrivée. Veuillez signaler rapidement tout dommage ou bris. Nous vous fournirons une description détaillée et les reçus de toute somme facturée, et nous pourrons recouvrer ces sommes sur le dépôt de garantie ou au moyen du mode de paiement utilisé pour la réservation.',
  },
  {
    id: 'liability',
    title: 'Notre responsabilité et ses limites',
    body: 'Nous veillons à décrire chaque Propriété avec exactitude et à la garder propre, sécuritaire et en bon état. Si quelque chose ne correspond pas à la description ou cesse de fonctionner, avisez-nous le plus tôt possible et donnez-nous une occasion raisonnable d’y remédier; nous ferons de notre mieux pour le faire rapidement.\n\nDans la mesure permise par la loi, ni nous ni le propriétaire ne sommes responsables des interruptions des services publics, d’Internet, de la télévision ou de commodités comme les spas qui échappent à notre contrôle raisonnable; du bruit ou de travaux de construction à proximité; de la perte de vos effets personnels ou de vos véhicules, ou des dommages qui leur sont causés; ni des pertes indirectes ou consécutives. Notre responsabilité totale pour toute réclamation liée à une réservation est limitée au montant que vous avez payé pour cette réservation. Rien dans les présentes Conditions ne limite une responsabilité qui ne peut être limitée en vertu des lois de la Colombie-Britannique, notamment pour des blessures causées par notre propre négligence.\n\nVous acceptez de nous indemniser, ainsi que le propriétaire, de toute réclamation découlant d’un manquement aux présentes Conditions ou d’actes négligents ou délibérés de votre part, de votre groupe ou de vos visiteurs.',
  },
  {
    id: 'circumstances-beyond-control',
    title: 'Circonstances indépendantes de notre volonté',
    body: 'Nous ne sommes pas responsables de l’inexécution de nos obligations en raison d’événements échappant à notre contrôle raisonnable, comme des feux de forêt, des inondations, des avalanches, des conditions météorologiques extrêmes, la fermeture de routes ou d’autoroutes, des ordres d’évacuation, des pandémies, des ordonnances gouvernementales ou des pannes prolongées des services publics. Si un tel événement rend la Propriété inutilisable ou dangereuse pour votre séjour, la section 3 s’applique comme si nous avions annulé la réservation.',
  },
  {
    id: 'website',
    title: 'Utilisation de ce site Web',
    body: 'Le contenu de ce site Web, y compris les textes, les photographies et les illustrations, nous appartient ou appartient à nos concédants de licence et ne peut être copié à des fins commerciales sans autorisation. Nous nous efforçons de garder exacts les annonces, les photos et les disponibilités, mais des erreurs peuvent survenir et nous pouvons les corriger en tout temps, y compris après une demande de réservation. Les liens vers les sites de nos partenaires et de tiers sont fournis pour votre commodité; nous ne sommes pas responsables de leur contenu ni de leurs services. Notre [politique de confidentialité](/fr/privacy-policy) explique comment nous traitons les renseignements personnels.',
  },
  {
    id: 'governing-law',
    title: 'Droit applicable',
    body: 'Les présentes Conditions et chaque réservation sont régies par les lois de la province de la Colombie-Britannique et par les lois fédérales du Canada qui s’y appliquent. Vous et nous acceptons la compétence exclusive des tribunaux de la Colombie-Britannique, y compris du Civil Resolution Tribunal (tribunal de résolution civile) pour les réclamations qui relèvent de sa compétence.',
  },
  {
    id: 'general',
    title: 'Dispositions générales',
    body: 'Si une partie des présentes Conditions est jugée invalide ou inapplicable, le reste demeure en vigueur. Le fait que nous n’exigions pas l’application d’une condition ne constitue pas une renonciation à celle-ci. Les présentes Conditions, avec votre confirmation de réservation et les règlements de la maison de la Propriété, constituent l’entente complète relative à votre séjour. Nous pouvons mettre à jour les présentes Conditions de temps à autre; la version en vigueur au moment de la confirmation de votre réservation s’applique à celle-ci.',
  },
  {
    id: 'contact',
    title: 'Nous joindre',
    body: '{{name}}, {{address}}. Courriel\u00a0: [{{email}}](mailto:{{email}}), téléphone\u00a0: [{{phone}}]({{tel}}). En cas d’urgence, composez d’abord le 911.',
  },
];

export const defaultFrench: Record<PageSlug, PageTranslations> = {
  home: {
    fr: {
      seo: {
        title: '{{name}} | Locations de vacances à {{town}} (C.-B.)',
        description:
          'Des logements de vacances choisis avec soin à {{town}} (C.-B.)\u00a0: chalets pour la saison de ski, chalets au bord de l’eau et condos au centre-ville, entretenus par une équipe locale qui répond jour et nuit.',
      },
      sections: [
        {
          eyebrow: '{{town}}, Colombie-Britannique',
          heading: 'Votre camp de base dans les monts Selkirk',
          image: alt.heroWinter,
          text: 'Des matins de poudreuse à la station, des après-midi tranquilles au bord du Columbia et un logement chaleureux et bien tenu où rentrer. Des locations de vacances choisies avec soin à {{town}}, entretenues par des gens d’ici.',
          buttons: [{ label: 'Voir les logements' }, { label: 'Découvrir {{town}}' }],
        },
        {
          heading: 'Pourquoi séjourner chez nous',
          items: [
            {
              title: 'Des logements où nous séjournerions nous-mêmes',
              text: 'Notre équipe visite, photographie et équipe chaque logement\u00a0: de bons lits, de vraies cuisines et des séchoirs à bottes près de la porte.',
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
          text: 'Des chalets au pied des pistes aux chalets tranquilles au bord de la rivière\u00a0: voici les logements que l’on réserve d’une année à l’autre.',
          buttons: [{ label: 'Voir tous les logements' }],
        },
        {
          heading: 'Vivez comme les gens d’ici',
          items: [
            {
              title: 'Hiver',
              image: alt.seasonWinter,
              text: 'Poudreuse profonde et soirées au coin du feu\n\nLe plus grand dénivelé d’Amérique du Nord à Revelstoke Mountain Resort, et le ski en autoneige au-delà.',
              link: { label: 'Découvrir' },
            },
            {
              title: 'Cafés et restos',
              image: alt.seasonFood,
              text: 'Flat whites, bière artisanale et longs soupers\n\nLes cafés de l’avenue Mackenzie, des boulangeries dévalisées avant dix heures et des terrasses au soleil du soir.',
              link: { label: 'Découvrir' },
            },
            {
              title: 'Événements',
              image: alt.seasonEvents,
              text: 'Street Fest, musique live et festivals\n\nLes soirées d’été sur la place Grizzly, les fins de semaine du carnaval d’hiver et des marchés toute l’année.',
              link: { label: 'Découvrir' },
            },
            {
              title: 'Été',
              image: alt.seasonSummer,
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
              image: alt.lakeGolden,
              text: 'Un accueil chaleureux, un logement impeccable et une personne d’ici joignable en tout temps. Billets de remontée, guides, réservations au restaurant ou frigo rempli à l’arrivée\u00a0: demandez, on s’en occupe.',
              link: { label: 'Découvrir les services aux invités' },
            },
            {
              title: 'Services aux propriétaires',
              image: alt.autumnDay,
              text: 'Vous possédez une maison à {{town}}? Nous nous occupons des prix, des invités, du ménage, de l’entretien et de la comptabilité\u00a0: votre propriété rapporte bien et on en prend soin comme de la nôtre.',
              link: { label: 'Voir les avantages pour les propriétaires' },
            },
          ],
        },
        {
          eyebrow: 'Écrivez-nous',
          heading: 'Planifiez votre séjour avec quelqu’un d’ici',
          body: 'Vos dates, votre chien, un grand groupe ou une semaine tranquille\u00a0: dites-nous ce que vous avez en tête, nous trouverons le bon logement et vous répondrons en moins d’une journée.',
        },
      ],
    },
  },
  about: {
    fr: {
      seo: {
        title: 'À propos',
        description:
          'Les six associés de {{name}}\u00a0: des gens d’ici qui skient, randonnent, pagaient et reçoivent à {{town}} (C.-B.).',
      },
      sections: [
        {
          eyebrow: 'À propos',
          heading: 'Des gens d’ici qui aiment recevoir',
          image: alt.springDawn,
          text: '{{name}} a commencé avec un chalet en A, un double des clés et l’habitude de laisser des cartes de sentiers sur la table de la cuisine.',
        },
        {
          eyebrow: 'Notre histoire',
          heading: 'Enracinés à {{town}}',
          body: [
            'La plupart d’entre nous sont venus à {{town}} pour un hiver et ne sont jamais repartis. Quelque part entre la première journée de poudreuse à la station et la première soirée d’été au bord du Columbia, le voyage est devenu notre chez-nous.',
            'Des amis ont commencé à nous demander où loger, puis des voisins, qui pouvait s’occuper de leur maison pendant leurs voyages. Nous avons dit oui aux deux, un logement à la fois, et appris ce qui rend un séjour en montagne facile\u00a0: une entrée chaude pour les bottes mouillées, un hôte qui répond, des conseils honnêtes sur la météo au col.',
            'Aujourd’hui, nous prenons soin d’une petite collection de logements un peu partout en ville, des lofts de l’avenue Mackenzie aux chalets près de l’Illecillewaet. Nous faisons toujours le ménage selon nos propres exigences, répondons toujours nous-mêmes au téléphone et laissons toujours les cartes de sentiers sur la table.',
          ].join('\n\n'),
        },
        {
          eyebrow: 'Les associés',
          heading: 'Six personnes, un seul numéro',
          intro:
            'À nous six, nous avons skié toutes les pistes de la montagne, guidé dans les deux parcs nationaux et réparé plus de spas que nous ne saurions compter.',
          members: [
            ['Maren', 'Cofondatrice et opérations'],
            ['Jonah', 'Expérience des invités'],
            ['Priya', 'Relations avec les propriétaires et comptabilité'],
            ['Callum', 'Logements et entretien'],
            ['Aiko', 'Photographie et marketing'],
            ['Theo', 'Conciergerie et guide local'],
          ].map(([name, role]) => ({ name, role, photo: { alt: `Portrait de ${name}` } })),
        },
        { links: [{ label: 'Trouver votre séjour' }, { label: 'Dites-nous bonjour' }] },
      ],
    },
  },
  'guest-services': {
    fr: {
      seo: {
        title: 'Services aux invités',
        description:
          'Une équipe locale joignable jour et nuit, des logements impeccables, un accueil personnalisé et un service de conciergerie pour les billets de remontée, les guides et les réservations au restaurant à {{town}}.',
      },
      sections: [
        {
          eyebrow: 'Services aux invités',
          heading: 'Pris en charge du premier courriel jusqu’au départ',
          text: 'Vous venez pour les montagnes. On s’occupe du reste, avec une équipe qui vit à {{town}} et qui répond au téléphone.',
          image: alt.seasonFood,
        },
        {
          eyebrow: 'Toujours là',
          heading: 'Service 24 heures sur 24, 7 jours sur 7',
          image: alt.valleyNight,
          body: [
            'Une clé perdue à minuit, un disjoncteur qui saute pendant une tempête, une question sur la route du col Rogers à six heures du matin\u00a0: appelez-nous et une vraie personne de notre équipe vous répond, à toute heure, tous les jours.',
            'Nous sommes installés en ville, à quelques minutes de chacun des logements que nous gérons\u00a0: quand il faut des bras plutôt que des conseils, quelqu’un est déjà en route.',
            'Appelez-nous ou textez-nous au [{{phone}}]({{tel}}).',
          ].join('\n\n'),
        },
        {
          eyebrow: 'Nos logements',
          heading: 'Les logements',
          image: alt.heroWinter,
          body: [
            'Nous ne prenons que des logements que nous réserverions volontiers pour nos propres familles. Chacun est inspecté avant chaque arrivée et entretenu par les mêmes équipes de ménage locales, saison après saison.',
            [
              '- Literie et serviettes de qualité hôtelière, et de vrais bons matelas',
              '- Des cuisines avec de vrais couteaux, de bonnes poêles et un coin café qui donne envie de se lever',
              '- Séchoirs à bottes et à gants, rangement pour les skis et plein de crochets pour l’équipement mouillé',
              '- Wi-Fi rapide, un coin travail dans la plupart des logements et la neige déblayée avant votre arrivée',
            ].join('\n'),
          ].join('\n\n'),
        },
        {
          eyebrow: 'Arrivée',
          heading: 'L’accueil',
          image: alt.springDawn,
          body: [
            'Une semaine avant votre arrivée, vous recevez votre page d’accueil privée\u00a0: code de la porte, Wi-Fi, stationnement, ordures et recyclage, conseils pour le spa et nos adresses préférées dans le coin, tout au même endroit sur votre téléphone.',
            'Vous arrivez tard après la route depuis Kelowna ou Calgary? Grâce à l’arrivée autonome, pas d’attente. Vous préférez une visite guidée? Nous vous accueillons à la porte, vous montrons comment fonctionne le foyer et vous indiquons le meilleur coin de la terrasse pour le coucher du soleil.',
          ].join('\n\n'),
        },
        {
          eyebrow: 'On s’en occupe',
          heading: 'Service de conciergerie',
          image: alt.seasonWinter,
          body: [
            'Dites-nous ce qui rendrait votre voyage parfait, et nous l’organisons avant votre arrivée\u00a0:',
            [
              '- Billets de remontée, location d’équipement et cours à Revelstoke Mountain Resort',
              '- Ski en autoneige, héliski et guides d’arrière-pays formés aux avalanches',
              '- Randonnées guidées dans les parcs nationaux du Mont-Revelstoke et des Glaciers',
              '- Un frigo rempli, un souper préparé par un chef privé ou un massage après une grosse journée',
              '- Des réservations au restaurant les samedis soir achalandés',
            ].join('\n'),
            '[Envoyez-nous un message](/fr/contact) avec vos dates et vos envies.',
          ].join('\n\n'),
        },
      ],
    },
  },
  homeowners: {
    fr: {
      seo: {
        title: 'Avantages pour les propriétaires',
        description:
          'Gestion de locations de vacances à {{town}}\u00a0: une tarification stratégique, une mise en route soignée, un service cinq étoiles aux invités et une comptabilité mensuelle claire pour votre propriété.',
      },
      sections: [
        {
          eyebrow: 'Avantages pour les propriétaires',
          heading: 'Votre propriété rapporte bien, et on en prend soin comme de la nôtre',
          text: 'Nous gérons un petit nombre de logements à {{town}} pour que chacun reçoive une vraie attention\u00a0: de meilleures évaluations, des réservations plus régulières et un propriétaire qui n’a jamais à répondre à un appel à 2 h du matin.',
          image: alt.autumnDay,
        },
        {
          eyebrow: 'Revenus',
          heading: 'Tarification stratégique',
          image: alt.seasonFood,
          body: [
            'Une semaine de poudreuse en février et un mardi tranquille de novembre, ce n’est pas la même nuit. Nous fixons le prix de chaque date selon la demande locale\u00a0: ouverture et fermeture de la station, longues fins de semaine, festivals, fermetures du col Rogers et affluence estivale vers les parcs nationaux.',
            'Les tarifs sont revus chaque semaine, la durée minimale de séjour s’ajuste selon la saison, et vous pouvez bloquer vos propres dates chaque fois que vous voulez profiter de votre propriété.',
          ].join('\n\n'),
        },
        {
          eyebrow: 'Pour commencer',
          heading: 'La mise en route',
          image: alt.lakeGolden,
          body: [
            'De la première visite au premier invité, il faut habituellement de trois à quatre semaines\u00a0:',
            [
              '- Une visite et une évaluation franche de ce que le logement rapportera et de ce dont il a besoin',
              '- De l’aide pour le permis d’affaires de la Ville de {{town}} et l’inscription provinciale des locations à court terme',
              '- Des photos professionnelles et une annonce rédigée par des gens qui connaissent le quartier',
              '- Literie, équipement de cuisine, matériel de sécurité et les petites attentions que les invités remarquent',
              '- La page d’accueil privée de votre logement, avec les codes d’accès tenus à l’écart des annonces publiques',
            ].join('\n'),
          ].join('\n\n'),
        },
        {
          eyebrow: 'Le soin des invités',
          heading: 'Des séjours aux cinq étoiles',
          image: alt.seasonWinter,
          body: [
            'Les évaluations cinq étoiles se gagnent dans les petits détails\u00a0: une réponse rapide à 22 h, une entrée déneigée avant l’arrivée, un spa impeccable, une adresse de restaurant qui fait le bonheur d’un voyage.',
            'Nos invités sont vérifiés, accueillis et pris en charge jour et nuit, et nos équipes de ménage et d’entretien inspectent votre logement après chaque séjour\u00a0: les petits problèmes ne deviennent jamais gros.',
          ].join('\n\n'),
        },
        {
          eyebrow: 'Des chiffres clairs',
          heading: 'Comptabilité',
          image: alt.springDawn,
          body: [
            'Chaque mois, vous recevez un relevé détaillant chaque réservation, chaque frais et chaque facture de réparation, suivi d’un dépôt direct. Nous remettons la TPS, la TVP et la taxe municipale et régionale de district sur l’hébergement perçues sur vos réservations, et en fin d’année vous recevez un sommaire prêt pour votre comptable.',
            'Pas de long contrat ni de surprise\u00a0: seulement des chiffres faciles à suivre.',
          ].join('\n\n'),
        },
        {
          heading: 'Parlons de votre propriété',
          text: 'Le café est pour nous. Appelez au [{{phone}}]({{tel}}) ou écrivez-nous, et nous prévoirons une visite.',
          buttons: [{ label: 'Nous joindre' }],
        },
      ],
    },
  },
  revylife: {
    fr: {
      seo: {
        title: 'Vivre comme les gens d’ici à {{town}}',
        description:
          'L’hiver et l’été à {{town}} (C.-B.)\u00a0: le ski à Revelstoke Mountain Resort, la randonnée dans le parc national du Mont-Revelstoke, les chutes Begbie, le Columbia, les cafés et le Street Fest.',
      },
      sections: [
        {
          eyebrow: 'Vivez comme les gens d’ici',
          heading: '{{town}} en quatre saisons',
          text: 'Les gens d’ici l’appellent Revy. Voici comment nous passons nos journées de congé, quel que soit le temps qu’il fait sur les Selkirk.',
          image: alt.seasonSummer,
        },
        {
          eyebrow: 'Hiver',
          heading: 'De la neige, encore et encore',
          image: alt.seasonWinter,
          body: [
            'Revelstoke Mountain Resort offre le plus grand dénivelé desservi par remontées d’Amérique du Nord, soit 1\u00a0713 mètres, et la neige qui va avec. Au-delà des limites du domaine, des entreprises de ski en autoneige et d’héliski vous emmènent au cœur des Selkirk et des Monashee.',
            'Vous préférez un rythme plus doux? Faites du ski de fond en pas de patin sur les pistes nordiques du mont Macpherson, de la raquette dans la forêt de cèdres, ou prélassez-vous dans le spa pendant qu’il neige. Vous partez en arrière-pays? Consultez d’abord le bulletin d’avalanche et l’état de la route au col Rogers.',
          ].join('\n\n'),
        },
        {
          links: [
            { label: 'Revelstoke Mountain Resort' },
            { label: 'Avalanche Canada' },
            { label: 'État des routes (DriveBC)' },
          ],
        },
        {
          eyebrow: 'Été',
          heading: 'Prés, chutes et lacs chauds',
          image: alt.seasonSummer,
          body: [
            'Empruntez la promenade Meadows in the Sky jusqu’au sommet du parc national du Mont-Revelstoke, où les fleurs sauvages tapissent les prés à la fin juillet. Parcourez la promenade de bois des Cèdres géants, rafraîchissez-vous aux chutes Begbie ou roulez sur les sentiers fluides du mont Macpherson.',
            'Le Columbia coule juste à côté du centre-ville, prêt pour une sortie en canot, et les lacs Arrow s’étirent vers le sud avec leurs plages de sable et leurs baignades en soirée. À la station, le Pipe Mountain Coaster fait l’unanimité, à tout âge.',
          ].join('\n\n'),
        },
        {
          links: [
            { label: 'Parc national du Mont-Revelstoke' },
            { label: 'Parc national des Glaciers' },
            { label: 'Parcs de la C.-B. (BC Parks)' },
          ],
        },
        {
          eyebrow: 'Cafés et restos',
          heading: 'Petite ville, gros appétit',
          image: alt.seasonFood,
          body: [
            'Les matins commencent sur l’avenue Mackenzie, avec un flat white et ce que la boulangerie vient de sortir du four. Le dîner, c’est un sandwich sur le télésiège ou un pique-nique au lac Williamson. Le souper, c’est de la bière artisanale locale, de la pizza au four à bois, des pâtes fraîches ou une grande tablée d’amis dans la cuisine de votre logement.',
            'Les samedis d’été, le marché fermier envahit la place Grizzly. Demandez-nous nos coups de cœur du moment\u00a0: nous mangeons au restaurant plus souvent que nous le devrions.',
          ].join('\n\n'),
        },
        { links: [{ label: 'Tourisme Revelstoke' }] },
        {
          eyebrow: 'Événements',
          heading: 'Toujours quelque chose au programme',
          image: alt.seasonEvents,
          body: 'En juillet et en août, le Summer Street Fest présente des concerts gratuits sur la place Grizzly presque tous les soirs. L’hiver amène les fins de semaine du carnaval et les fêtes d’ouverture de la station, et le Musée ferroviaire de Revelstoke raconte toute l’année l’histoire de la voie ferrée qui a bâti la ville.',
        },
        {
          links: [{ label: 'Quoi faire à Revelstoke' }, { label: 'Musée ferroviaire de Revelstoke' }],
        },
      ],
    },
  },
  partners: {
    fr: {
      seo: {
        title: 'Partenaires',
        description:
          'Des entreprises locales que nos invités adorent\u00a0: massothérapie, randonnée guidée et le café où nous commençons nos journées à {{town}}.',
      },
      sections: [
        {
          eyebrow: 'Partenaires',
          heading: 'Les gens d’ici chez qui nous envoyons nos invités',
          text: 'Des entreprises dont nous sommes nous-mêmes clients et que nous recommandons sans hésiter.',
          image: alt.seasonEvents,
        },
        {
          eyebrow: 'Nos partenaires',
          heading: 'De bonnes personnes, tout près',
          intro: 'Mentionnez que vous séjournez chez {{name}} au moment de réserver.',
          items: [
            {
              title: 'Riverside Massage Therapy',
              text: 'Massothérapie\n\nDes massothérapeutes agréés qui savent exactement ce qu’une semaine de poudreuse fait à vos jambes. Soins à domicile dans votre logement sur demande.',
              image: alt.seasonWinter,
              link: { label: 'Visiter Riverside Massage Therapy' },
            },
            {
              title: 'Summit Trail Guides',
              text: 'Randonnée guidée\n\nDes randonnées privées ou en petits groupes dans les parcs nationaux du Mont-Revelstoke et des Glaciers, des balades parmi les fleurs sauvages aux grandes journées alpines dans l’Asulkan.',
              image: alt.seasonSummer,
              link: { label: 'Visiter Summit Trail Guides' },
            },
            {
              title: 'Woodstove Coffee Co.',
              text: 'Café\n\nNotre salle de réunion du matin\u00a0: des grains torréfiés avec soin, des brioches à la cardamome envolées avant dix heures et un banc au soleil sur l’avenue.',
              image: alt.seasonFood,
              link: { label: 'Visiter Woodstove Coffee Co.' },
            },
          ],
        },
        {
          heading: 'Devenez partenaire',
          text: 'Vous tenez une entreprise locale que nos invités adoreraient? Guides, location d’équipement, restaurants, mieux-être, garde d’enfants\u00a0: si vous tenez aux visiteurs autant que nous, nous serions heureux d’avoir de vos nouvelles.',
          buttons: [{ label: 'Nous joindre' }, { label: 'Nous écrire' }],
        },
      ],
    },
  },
  'privacy-policy': {
    fr: {
      seo: {
        title: 'Politique de confidentialité',
        description:
          'Comment {{name}} recueille, utilise, protège et communique les renseignements personnels des invités, des propriétaires et des visiteurs du site Web, en vertu de la Personal Information Protection Act de la Colombie-Britannique.',
      },
      sections: [
        { eyebrow: 'Mentions légales', heading: 'Politique de confidentialité', image: alt.seasonWinter },
        {
          body: legalBody(
            'Le respect de votre vie privée nous tient à cœur. La présente politique décrit les renseignements personnels que {{name}} recueille, pourquoi nous les recueillons, comment nous les utilisons et les protégeons, ainsi que les choix et les droits dont vous disposez. Veuillez aussi lire nos [conditions générales](/fr/terms-and-conditions).',
            privacySections,
          ),
        },
      ],
    },
  },
  'terms-and-conditions': {
    fr: {
      seo: {
        title: 'Conditions générales',
        description:
          'Les conditions de chaque séjour avec {{name}}\u00a0: réservations et paiement, politique d’annulation, règlements de la maison, responsabilité et lois de la Colombie-Britannique.',
      },
      sections: [
        { eyebrow: 'Mentions légales', heading: 'Conditions générales', image: alt.seasonWinter },
        {
          body: legalBody(
            'Merci d’avoir choisi {{name}}. Veuillez lire les présentes conditions avant de réserver\u00a0: elles expliquent ce que vous pouvez attendre de nous, ce que nous vous demandons, et comment fonctionnent les annulations et les remboursements.',
            termsSections,
          ),
        },
      ],
    },
  },
  contact: {
    fr: {
      seo: {
        title: 'Nous joindre',
        description:
          'Des questions sur un séjour ou sur votre propriété à {{town}}? Envoyez-nous un message ou appelez au {{phone}}\u00a0: une personne d’ici vous répond, habituellement en quelques heures.',
      },
      sections: [
        {
          eyebrow: 'Nous joindre',
          heading: 'Parlez à quelqu’un d’ici',
          text: 'Des questions sur un logement, vos dates ou la meilleure journée de poudreuse de la semaine\u00a0: c’est avec plaisir que nous vous aidons.',
          image: alt.valleyNight,
        },
        {
          heading: 'Envoyez-nous un message',
          body: 'Tous les champs sont obligatoires. Nous répondons habituellement en quelques heures.',
        },
        { heading: 'Joignez-nous directement' },
      ],
    },
  },
};
