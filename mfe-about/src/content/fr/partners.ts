import type { Translation } from '@bbg/contract';
import type * as en from '../partners';

export const partnersLabels = {
  scrollDown: 'Aller à la section suivante',
  byline: '{role}, {company}',
} as const satisfies Translation<typeof en.partnersLabels>;

/** The five sections and their dot tooltips, in order (Partners, Why, Who, Stories, How). */
export const partnersSections = [
  { id: 'partners', tooltip: 'Partenaires' },
  { id: 'why', tooltip: 'Pourquoi' },
  { id: 'who', tooltip: 'Qui' },
  { id: 'stories', tooltip: 'Réussites' },
  { id: 'how', tooltip: 'Comment' },
] as const satisfies Translation<typeof en.partnersSections>;

/** This page's own figures, as in English. */
export const partnersHero = {
  eyebrow: 'Partenaires',
  title: 'Allez plus loin avec',
  highlight: 'BBG',
  description:
    'Depuis plus de 10 ans, agences de voyages, voyagistes et fournisseurs se développent à nos côtés au Moyen-Orient, en Afrique et en Asie. Rejoignez un réseau qui a la confiance de plus de 500 entreprises.',
  buttonText: 'Découvrir',
  stats: [
    { id: 'years', value: '10+', label: 'Années de partenariat' },
    { id: 'businesses', value: '500+', label: 'Entreprises partenaires' },
  ],
} as const satisfies Translation<typeof en.partnersHero>;

export const whyIntro = {
  eyebrow: 'Pourquoi nous choisir',
  title: 'Un partenaire qui',
  highlight: 'va plus loin',
  description:
    'Nous apportons à chaque partenariat notre réseau, notre technologie et un service primé, pour que votre entreprise vende plus et dépense moins.',
} as const satisfies Translation<typeof en.whyIntro>;

export const benefits = [
  {
    id: 'savings',
    title: 'Jusqu’à 20 % d’économies sur les voyages',
    text: 'Nos tarifs entreprises et groupes, négociés auprès des compagnies aériennes et des hôtels, font économiser à vos clients jusqu’à 20 % sur leurs voyages.',
  },
  {
    id: 'reach',
    title: 'Une présence sur trois continents',
    text: 'Vendez via nos agences et nos marques au Moyen-Orient, en Afrique et en Asie, avec un seul contrat.',
  },
  {
    id: 'technology',
    title: 'Une technologie à votre service',
    text: 'Nos plateformes de réservation, nos API et nos outils de reporting s’intègrent à vos méthodes de travail.',
  },
  {
    id: 'support',
    title: 'Un accompagnement dédié',
    text: 'Un gestionnaire de compte attitré et un service des opérations disponible 24 h/24 et 7 j/7 veillent sur chaque réservation.',
  },
] as const satisfies Translation<typeof en.benefits>;

const achievementsLabel = 'Nos distinctions';

export const achievements = [
  {
    id: 'arabian-travel-awards-2024',
    title: 'Distingués aux Arabian Travel Awards 2024',
    text: 'Récompensés pour notre leadership dans le voyage d’affaires et de loisirs dans toute la région.',
  },
  {
    id: 'world-travel-awards-2024',
    title: 'À l’honneur aux World Travel Awards 2024',
    text: 'Cités parmi les principales agences de voyages d’affaires pour notre service et notre couverture.',
  },
] as const satisfies Translation<typeof en.achievements>;

export const whoIntro = {
  eyebrow: 'Avec qui nous travaillons',
  title: 'Des fournisseurs et partenaires',
  highlight: 'de confiance',
  description:
    'Agences de voyages, voyagistes, compagnies aériennes, hôtels et prestataires technologiques travaillent chaque jour avec BBG. Ces fournisseurs nous aident à tenir nos engagements envers nos clients.',
} as const satisfies Translation<typeof en.whoIntro>;

export const partnerTypes = [
  { id: 'agencies', label: 'Agences de voyages' },
  { id: 'operators', label: 'Voyagistes' },
  { id: 'airlines', label: 'Compagnies aériennes' },
  { id: 'hotels', label: 'Hôtels et resorts' },
  { id: 'technology', label: 'Prestataires technologiques' },
  { id: 'distributors', label: 'Distributeurs' },
] as const satisfies Translation<typeof en.partnerTypes>;

export const storiesIntro = {
  eyebrow: 'Paroles de partenaires',
  title: 'Des succès',
  highlight: 'partagés',
  description: 'Nos partenaires grandissent avec nos marques. Voici ce que certains d’entre eux en disent, et ce que nous avons construit ensemble.',
} as const satisfies Translation<typeof en.storiesIntro>;

const testimonialsLabel = 'Ce que disent nos partenaires';

export const testimonials = [
  {
    id: 'nile-horizon',
    quote: 'Grâce à BBG, nous avons ouvert en Afrique de l’Est des marchés que nous n’aurions pas pu atteindre seuls. Leur équipe répond en quelques minutes, de jour comme de nuit.',
    role: 'Directrice générale',
  },
  {
    id: 'baobab-journeys',
    quote: 'Les tarifs groupes et la plateforme de réservation ont réduit nos coûts dès le premier trimestre. C’est le partenariat le plus fiable que nous ayons.',
    role: 'Responsable des opérations',
  },
  {
    id: 'gulf-pearl',
    quote: 'Dès le premier appel, BBG a traité notre agence comme un membre de la famille. Nos clients entreprises ont remarqué la différence.',
    role: 'Fondateur',
  },
  {
    id: 'monsoon-trails',
    quote: 'Leur présence en Asie et en Afrique nous permet de proposer des itinéraires que nos concurrents ne peuvent pas offrir. Notre croissance est régulière, année après année.',
    role: 'Directrice générale',
  },
] as const satisfies Translation<typeof en.testimonials>;

export const successStories = [
  {
    id: 'next-holidays',
    text: 'Des séjours vendus avec nos partenaires dans toute la région.',
    stats: [
      { id: 'bookings', value: '200 000', label: 'Réservations' },
      { id: 'customers', value: '1 million', label: 'Clients' },
    ],
  },
  {
    id: 'spj',
    text: 'Une distribution d’électronique bâtie avec nos partenaires, marché par marché.',
    stats: [
      { id: 'founded', value: '2016', label: 'Création' },
      { id: 'countries', value: '20+', label: 'Pays' },
    ],
  },
] as const satisfies Translation<typeof en.successStories>;

export const howIntro = {
  eyebrow: 'Nous rejoindre',
  title: 'Devenez',
  highlight: 'partenaire BBG',
  description: 'Trois étapes entre le premier contact et votre première réservation ensemble.',
} as const satisfies Translation<typeof en.howIntro>;

export const joinSteps = [
  { id: 'enquire', title: 'Envoyez votre demande', text: 'Présentez-nous votre entreprise via le formulaire partenaire. Cela prend deux minutes.' },
  { id: 'meet', title: 'Rencontrez notre équipe', text: 'Un responsable partenariats vous appelle pour comprendre vos objectifs et vos marchés.' },
  { id: 'launch', title: 'Développez-vous', text: 'Recevez vos tarifs, vos outils et notre accompagnement, et effectuez votre première réservation avec nous.' },
] as const satisfies Translation<typeof en.joinSteps>;

export const joinCta = {
  title: 'Envie de grandir avec nous ?',
  buttonText: 'Nous rejoindre',
  modalTitle: 'Devenir partenaire de BBG',
  loading: 'Chargement du formulaire…',
} as const satisfies Translation<typeof en.joinCta>;

export const newsletter = {
  title: 'Ne manquez rien',
  text: 'Actualités partenaires, nouvelles destinations et offres, une fois par mois.',
  label: 'S’abonner à notre newsletter',
} as const satisfies Translation<typeof en.newsletter>;

/** Supplier logos: the English figures, with the slider's name in French. */
export const supplierSliderConfig = {
  label: 'Nos fournisseurs',
  slidesPerView: 2,
  breakpoints: { 360: 2.5, 430: 4 },
  autoplayMs: 2000,
  speedMs: 2000,
  loop: true,
  linear: true,
  spaceBetween: 16,
} as const satisfies Translation<typeof en.supplierSliderConfig>;

export const testimonialsConfig = {
  label: testimonialsLabel,
  slidesPerView: 1,
  breakpoints: { 900: 2 },
  autoplayMs: 6000,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.testimonialsConfig>;

export const achievementsConfig = {
  label: achievementsLabel,
  slidesPerView: 1,
  breakpoints: { 720: 2, 1100: 1 },
  autoplayMs: 6000,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.achievementsConfig>;
