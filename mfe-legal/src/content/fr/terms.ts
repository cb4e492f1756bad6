import type { Translation } from '@bbg/contract';
import type { LegalLink } from '../legal-document';
import type * as en from '../terms';

const privacyPolicyLink = { text: 'Politique de confidentialité', to: '/privacy-policy' } as const satisfies LegalLink;

export const terms = {
  title: 'Conditions générales',
  intro: [
    'Bienvenue chez BBG ! Les présentes conditions générales définissent les règles d’utilisation du site web de BBG.',
    'En accédant à ce site web, vous êtes réputé accepter les présentes conditions générales. Si vous n’acceptez pas l’intégralité des conditions générales énoncées sur cette page, veuillez cesser d’utiliser le site web de BBG. L’utilisation de ce site web est gratuite.',
  ],
  sections: [
    {
      id: 'cookies',
      heading: 'Cookies',
      body: [
        ['Nous utilisons des cookies. En accédant au site web de BBG, vous avez accepté l’utilisation de cookies conformément à la ', privacyPolicyLink, ' de BBG.'],
        'La plupart des sites web interactifs utilisent des cookies pour retrouver les informations de l’utilisateur à chaque visite. Notre site web utilise des cookies pour activer certaines fonctionnalités et faciliter la navigation de ses visiteurs. Certains de nos partenaires affiliés ou publicitaires peuvent également utiliser des cookies.',
      ],
    },
    {
      id: 'license',
      heading: 'Licence',
      body: [
        'Sauf mention contraire, BBG et/ou ses concédants de licence détiennent les droits de propriété intellectuelle sur l’ensemble des contenus de ce site web. Tous droits de propriété intellectuelle réservés. Vous pouvez y accéder depuis le site web de BBG pour votre usage personnel, sous réserve des restrictions prévues par les présentes conditions générales.',
        'Il vous est interdit de :',
        {
          list: [
            'Republier des contenus du site web de BBG',
            'Vendre, louer ou concéder en sous-licence des contenus du site web de BBG',
            'Reproduire, dupliquer ou copier des contenus du site web de BBG',
            'Redistribuer des contenus du site web de BBG',
          ],
        },
      ],
    },
    {
      id: 'hyperlinking-to-our-content',
      heading: 'Liens vers notre contenu',
      body: [
        'Les organisations suivantes peuvent créer des liens vers notre site web sans autorisation écrite préalable :',
        {
          list: [
            'Les organismes publics',
            'Les moteurs de recherche',
            'Les organes de presse',
            'Les distributeurs d’annuaires en ligne, qui peuvent créer des liens vers notre site web de la même manière que vers les sites web des autres entreprises référencées',
            'Les entreprises accréditées à l’échelle du système, à l’exception des organisations à but non lucratif pratiquant la sollicitation, des centres commerciaux caritatifs et des groupes de collecte de fonds caritatifs, qui ne peuvent pas créer de liens vers notre site web',
          ],
        },
        'D’autres organisations peuvent demander l’autorisation de créer un lien vers notre site web en envoyant un e-mail à BBG. Veuillez indiquer votre nom, le nom de votre organisation, vos coordonnées ainsi que l’URL de votre site, la liste des URL à partir desquelles vous souhaitez créer un lien vers notre site web, et la liste des URL de notre site vers lesquelles vous souhaitez pointer. Comptez 2 à 3 semaines pour obtenir une réponse.',
        'Les organisations approuvées peuvent créer des liens hypertextes vers notre site web en utilisant notre dénomination sociale, l’adresse URL (uniform resource locator) de la page liée, ou toute autre description de notre site web cohérente avec le contexte et le format du contenu du site de la partie qui crée le lien. L’utilisation du logo de BBG ou de tout autre élément graphique pour créer un lien n’est pas autorisée en l’absence d’un contrat de licence de marque.',
      ],
    },
    {
      id: 'iframes',
      heading: 'iFrames',
      body: [
        'Sans approbation préalable ni autorisation écrite, vous ne pouvez pas créer, autour de nos pages web, de cadres modifiant de quelque manière que ce soit la présentation visuelle ou l’apparence de notre site web.',
      ],
    },
    {
      id: 'content-liability',
      heading: 'Responsabilité du contenu',
      body: [
        'Nous ne saurions être tenus responsables de tout contenu apparaissant sur votre site web. Vous acceptez de nous protéger et de nous défendre contre toute réclamation liée à votre site web. Aucun lien ne doit apparaître sur un site web s’il peut être interprété comme diffamatoire, obscène ou criminel, ou s’il enfreint ou viole de toute autre manière les droits de tiers, ou en encourage la violation.',
      ],
    },
    {
      id: 'your-privacy',
      heading: 'Votre vie privée',
      body: [['Veuillez lire notre ', privacyPolicyLink, '.']],
    },
    {
      id: 'reservation-of-rights',
      heading: 'Réserve de droits',
      body: [
        'Nous nous réservons le droit de vous demander de supprimer tous les liens, ou tout lien particulier, vers notre site web. Vous acceptez de supprimer immédiatement, sur simple demande, tous les liens vers notre site web. Nous nous réservons également le droit de modifier à tout moment les présentes conditions générales et notre politique en matière de liens. En maintenant un lien vers notre site web, vous acceptez d’être lié par les présentes conditions générales relatives aux liens et de les respecter.',
      ],
    },
    {
      id: 'removal-of-links',
      heading: 'Suppression de liens sur notre site',
      body: [
        'Si vous trouvez sur notre site web un lien choquant pour quelque raison que ce soit, vous pouvez nous contacter et nous en informer à tout moment. Nous examinerons les demandes de suppression de liens, sans être tenus d’y donner suite ni de vous répondre directement.',
        'Nous ne garantissons pas que les informations figurant sur ce site web soient correctes, ni qu’elles soient complètes ou exactes ; nous ne nous engageons pas non plus à ce que le site web reste disponible ni à ce que son contenu soit tenu à jour.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Limitation de responsabilité',
      body: [
        'Dans toute la mesure permise par la loi applicable, nous excluons toute déclaration, garantie et condition relative à notre site web et à son utilisation. Aucune disposition de la présente limitation de responsabilité ne saurait :',
        {
          list: [
            'limiter ou exclure notre responsabilité ou la vôtre en cas de décès ou de dommage corporel ;',
            'limiter ou exclure notre responsabilité ou la vôtre en cas de fraude ou de déclaration frauduleuse ;',
            'limiter l’une quelconque de nos responsabilités ou des vôtres d’une manière non autorisée par la loi applicable ; ou',
            'exclure l’une quelconque de nos responsabilités ou des vôtres qui ne peut être exclue en vertu de la loi applicable.',
          ],
        },
        'Les présentes conditions générales sont régies et interprétées conformément aux lois des Pays-Bas, et vous vous soumettez irrévocablement à la compétence exclusive des tribunaux de ce pays.',
        'Tant que le site web ainsi que les informations et services qu’il propose sont fournis gratuitement, nous ne saurions être tenus responsables de toute perte ou de tout dommage, de quelque nature que ce soit.',
      ],
    },
  ],
} as const satisfies Translation<typeof en.terms>;
