import type { Translation } from '@bbg/contract';
import type { LegalLink } from '../legal-document';
import type * as en from '../privacy-policy';

const contactUs = { text: 'nous contacter', to: '/contact-us' } as const satisfies LegalLink;
const oneMonth = ['Si vous nous adressez une demande, nous disposons d’un mois pour vous répondre. Si vous souhaitez exercer l’un de ces droits, veuillez ', contactUs, '.'] as const;

export const privacyPolicy = {
  title: 'Politique de confidentialité',
  intro: [
    'Chez BBG, la confidentialité des visiteurs de notre site web est l’une de nos principales priorités. La présente Politique de confidentialité décrit les types d’informations que BBG collecte et enregistre, ainsi que l’usage que nous en faisons.',
    [
      'Pour toute question complémentaire ou pour en savoir plus sur notre Politique de confidentialité, n’hésitez pas à ',
      contactUs,
      '. La présente Politique de confidentialité s’applique uniquement à nos activités en ligne et concerne les visiteurs de notre site web, pour les informations qu’ils y partagent et/ou y collectent. Elle ne s’applique à aucune information collectée hors ligne ou par d’autres canaux que ce site web.',
    ],
  ],
  sections: [
    {
      id: 'consent',
      heading: 'Consentement',
      body: ['En utilisant notre site web, vous consentez à notre Politique de confidentialité et en acceptez les conditions.'],
    },
    {
      id: 'information-we-collect',
      heading: 'Informations collectées',
      body: [
        'Les informations personnelles que nous vous demandons de fournir, ainsi que les raisons de cette demande, vous seront clairement indiquées au moment où nous vous les demanderons.',
        'Si vous nous contactez directement, nous pouvons recevoir des informations complémentaires vous concernant, telles que votre nom, votre adresse e-mail, votre numéro de téléphone, le contenu du message et/ou des pièces jointes que vous nous envoyez, ainsi que toute autre information que vous choisissez de nous communiquer.',
        'Lorsque vous nous adressez une demande via le formulaire de contact ou le formulaire de demande de partenariat, nous pouvons vous demander vos coordonnées, notamment votre nom, le nom de votre entreprise, le site web de votre entreprise, votre pays, votre adresse e-mail et votre numéro de téléphone.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'Utilisation de vos informations',
      body: [
        'Nous utilisons les informations collectées de différentes manières, notamment pour :',
        {
          list: [
            'Fournir, exploiter et maintenir notre site web',
            'Améliorer, personnaliser et développer notre site web',
            'Comprendre et analyser la manière dont vous utilisez notre site web',
            'Développer de nouveaux produits, services et fonctionnalités',
            'Communiquer avec vous, directement ou par l’intermédiaire de l’un de nos partenaires, notamment pour le service client, pour vous informer des mises à jour et vous transmettre d’autres informations relatives au site web, ainsi qu’à des fins marketing et promotionnelles',
            'Vous envoyer des e-mails',
            'Détecter et prévenir la fraude',
          ],
        },
      ],
    },
    {
      id: 'log-files',
      heading: 'Fichiers journaux',
      body: [
        'BBG suit une procédure standard d’utilisation des fichiers journaux. Ces fichiers enregistrent les visiteurs lorsqu’ils consultent des sites web. Toutes les sociétés d’hébergement procèdent ainsi dans le cadre de l’analyse de leurs services d’hébergement. Les informations collectées par les fichiers journaux comprennent les adresses IP (Internet Protocol), le type de navigateur, le fournisseur d’accès à Internet (FAI), la date et l’heure, les pages de provenance et de sortie, et éventuellement le nombre de clics. Ces informations ne sont liées à aucune donnée permettant une identification personnelle. Elles servent à analyser les tendances, à administrer le site, à suivre le parcours des utilisateurs sur le site web et à recueillir des informations démographiques.',
      ],
    },
    {
      id: 'cookies-and-web-beacons',
      heading: 'Cookies et balises web',
      body: [
        'Comme tout autre site web, BBG utilise des « cookies ». Ces cookies servent à enregistrer des informations, notamment les préférences des visiteurs et les pages du site web qu’ils ont consultées ou visitées. Ces informations permettent d’optimiser l’expérience des utilisateurs en adaptant le contenu de nos pages web au type de navigateur des visiteurs et/ou à d’autres informations.',
      ],
    },
    {
      id: 'advertising-partners-privacy-policies',
      heading: 'Politiques de confidentialité des partenaires publicitaires',
      body: [
        'Vous pouvez consulter cette section pour connaître la Politique de confidentialité de chacun des partenaires publicitaires de BBG.',
        'Les serveurs et réseaux publicitaires tiers utilisent des technologies telles que les cookies, JavaScript ou les balises web dans leurs publicités et liens respectifs qui apparaissent sur BBG et qui sont envoyés directement aux navigateurs des utilisateurs. Ils reçoivent alors automatiquement votre adresse IP. Ces technologies servent à mesurer l’efficacité de leurs campagnes publicitaires et/ou à personnaliser le contenu publicitaire que vous voyez sur les sites web que vous visitez.',
        'Veuillez noter que BBG n’a ni accès à ces cookies utilisés par les annonceurs tiers, ni aucun contrôle sur ceux-ci.',
      ],
    },
    {
      id: 'third-party-privacy-policies',
      heading: 'Politiques de confidentialité des tiers',
      body: [
        'La Politique de confidentialité de BBG ne s’applique pas aux autres annonceurs ou sites web. Nous vous conseillons donc de consulter les politiques de confidentialité respectives de ces serveurs publicitaires tiers pour obtenir des informations plus détaillées. Vous y trouverez notamment leurs pratiques et les instructions permettant de refuser certaines options.',
        'Vous pouvez choisir de désactiver les cookies dans les options de votre navigateur. Des informations plus détaillées sur la gestion des cookies avec chaque navigateur sont disponibles sur les sites web respectifs des navigateurs.',
      ],
    },
    {
      id: 'ccpa-rights',
      heading: 'Droits CCPA',
      body: [
        'En vertu du California Consumer Privacy Act (CCPA), les consommateurs californiens disposent notamment des droits suivants :',
        {
          list: [
            'Demander à une entreprise qui collecte les données personnelles d’un consommateur de divulguer les catégories et les éléments précis de données personnelles qu’elle a collectés sur les consommateurs.',
            'Demander à une entreprise de supprimer toutes les données personnelles du consommateur qu’elle a collectées.',
            'Demander à une entreprise qui vend les données personnelles d’un consommateur de ne pas vendre ces données.',
          ],
        },
        oneMonth,
      ],
    },
    {
      id: 'gdpr-rights',
      heading: 'Droits RGPD',
      body: [
        'Nous tenons à ce que vous connaissiez pleinement l’ensemble de vos droits en matière de protection des données en vertu du Règlement général sur la protection des données (RGPD). Chaque utilisateur dispose des droits suivants :',
        {
          list: [
            'Le droit d’accès : vous avez le droit de demander des copies de vos données personnelles. Nous pouvons vous facturer des frais modiques pour ce service.',
            'Le droit de rectification : vous avez le droit de nous demander de corriger toute information que vous estimez inexacte. Vous avez également le droit de nous demander de compléter les informations que vous estimez incomplètes.',
            'Le droit à l’effacement : vous avez le droit de nous demander d’effacer vos données personnelles, sous certaines conditions.',
            'Le droit à la limitation du traitement : vous avez le droit de nous demander de limiter le traitement de vos données personnelles, sous certaines conditions.',
            'Le droit d’opposition au traitement : vous avez le droit de vous opposer au traitement de vos données personnelles, sous certaines conditions.',
            'Le droit à la portabilité des données : vous avez le droit de nous demander de transférer les données que nous avons collectées à un autre organisme, ou directement à vous, sous certaines conditions.',
          ],
        },
        oneMonth,
      ],
    },
    {
      id: 'childrens-information',
      heading: 'Informations relatives aux enfants',
      body: [
        'Une autre de nos priorités est de renforcer la protection des enfants lorsqu’ils utilisent Internet. Nous encourageons les parents et tuteurs à observer, à accompagner et/ou à surveiller et guider leurs activités en ligne.',
        [
          'BBG ne collecte sciemment aucune information personnelle identifiable auprès d’enfants de moins de 13 ans. Si vous pensez que votre enfant a fourni ce type d’informations sur notre site web, nous vous invitons vivement à ',
          contactUs,
          ' immédiatement, et nous ferons tout notre possible pour supprimer sans délai ces informations de nos registres.',
        ],
      ],
    },
  ],
} as const satisfies Translation<typeof en.privacyPolicy>;
