import type { Translation } from '@bbg/contract';
import type * as en from '../division-pages';
import { banners } from './banners';
import { informationPages } from './information-pages';

/** Entry 16 (values and mission) in French: the kit's `valuesMissionBanner`, worded as mfe-about's /values-mission words it. */
const valuesMissionBanner = {
  pageName: 'Valeurs et mission',
  id: 16,
  title: 'Valeurs et',
  highlight: 'mission',
  description: 'Ce que nous défendons et ce que nous nous engageons à accomplir, chaque jour.',
  buttonText: 'Découvrir',
  buttonLink: '#overview',
  backgroundImage: 'people',
} as const;

/** The section every division page shares, in French: banner entry 16 (values and mission), under the page's own hero. */
export const sharedSection = {
  banner: valuesMissionBanner,
  anchorId: 'values-mission',
  eyebrow: 'Ce qui anime chaque métier de BBG',
  values: ['Excellence', 'Obsession client', 'Intégrité', 'Collaboration'],
  valuesLabel: 'Nos valeurs',
  linkText: 'Découvrir nos valeurs et notre mission',
  link: '/values-mission',
} as const satisfies Translation<typeof en.sharedSection>;

/** The division pages, in French (the `content` keys, ids, links and brand names are the English ones). */
export const divisionPages = [
  {
    content: 'gsa',
    pageName: 'GSA',
    hero: banners.gsa,
    detail: informationPages.gsa,
    detailLabel: 'À propos de notre agence générale de ventes',
    servicesLabel: 'Nos services aux compagnies aériennes',
    services: [
      { id: 'gsa-sales', title: 'Ventes et distribution', text: 'Nous vendons vos sièges via les agences de voyages, les entreprises et les canaux en ligne, sur chacun des marchés que nous couvrons.' },
      { id: 'gsa-marketing', title: 'Marketing', text: 'Campagnes de lancement, salons professionnels et promotions tarifaires pour faire connaître vos nouvelles lignes.' },
      { id: 'gsa-reservations', title: 'Réservations et billetterie', text: 'Une équipe locale gère réservations, modifications et billetterie dans la langue du marché.' },
    ],
    closing: {
      title: 'Développez vos lignes',
      highlight: 'avec nous',
      text: 'Dites-nous où vous souhaitez voler : nous vous montrerons comment notre réseau d’agences peut remplir vos avions.',
      contactText: 'Contacter notre équipe GSA',
      contactLink: '/contact-us',
      brandsLabel: 'Notre marque GSA',
    },
  },
  {
    content: 'logistics',
    pageName: 'Logistique',
    hero: banners.logistics,
    detail: informationPages.logistics,
    servicesLabel: 'Ce que nous transportons',
    services: [
      { id: 'logistics-freight', title: 'Transit et fret', text: 'Fret aérien, maritime et routier réservé, documenté et suivi de l’enlèvement à la livraison.' },
      { id: 'logistics-warehousing', title: 'Entreposage', text: 'Stockage sous douane et entreposage classique à proximité des ports et des aéroports qu’utilisent nos partenaires.' },
      { id: 'logistics-distribution', title: 'Distribution', text: 'Livraison du dernier kilomètre aux commerçants et aux entreprises, d’un pays à l’autre et dans les délais.' },
    ],
    closing: {
      title: 'Expédiez vos marchandises',
      highlight: 'en toute confiance',
      text: 'De la palette unique à une chaîne d’approvisionnement régulière, notre équipe logistique planifie l’itinéraire avec vous.',
      contactText: 'Contacter notre équipe logistique',
      contactLink: '/contact-us',
      brandsLabel: 'Notre marque logistique',
    },
  },
  {
    content: 'it',
    pageName: 'Informatique',
    hero: banners.it,
    detail: informationPages.it,
    servicesLabel: 'Ce que nous développons',
    services: [
      { id: 'it-software', title: 'Logiciels et plateformes', text: 'Moteurs de réservation, portails et outils métier conçus et exploités par TechBinary.' },
      { id: 'it-marketing', title: 'Marketing digital', text: 'Des campagnes de référencement, sur les réseaux sociaux et à la performance, signées Bottom Funnel, qui transforment les visiteurs en clients.' },
      { id: 'it-support', title: 'Support et hébergement', text: 'Un hébergement sécurisé et un service d’assistance qui assurent le bon fonctionnement des systèmes du groupe.' },
    ],
    closing: {
      title: 'Construisons',
      highlight: 'ensemble',
      text: 'Plateforme, campagne ou les deux : nos marques informatiques sont prêtes à se lancer avec vous.',
      contactText: 'Contacter notre équipe informatique',
      contactLink: '/contact-us',
      brandsLabel: 'Nos marques informatiques',
    },
  },
] as const satisfies Translation<typeof en.divisionPages>;

export const divisionPageLabels = {
  notFound: 'Aucune donnée trouvée pour cet identifiant.',
  brandSiteNote: 'site web (s’ouvre dans un nouvel onglet)',
} as const satisfies Translation<typeof en.divisionPageLabels>;
