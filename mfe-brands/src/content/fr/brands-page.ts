import type { Translation } from '@bbg/contract';
import type * as en from '../brands-page';

/** Sections of /brands, in French: ids (anchors) as in English, dot-navigation tooltips. */
export const brandsSections = {
  hero: { id: 'brands-hero', tooltip: 'Marques' },
  browser: { id: 'brand-browser', tooltip: 'Nos marques' },
  stories: { id: 'success-stories', tooltip: 'Réussites' },
} as const satisfies Translation<typeof en.brandsSections>;

export const brandsHeroCopy = {
  tag: '#BlueberryBrandInnovation',
  title: 'Découvrez nos',
  highlight: 'marques',
  description: 'Onze marques, un seul groupe : voyage, électronique, mode, négoce, informatique, logistique et GSA.',
  moreButton: 'Et plus encore',
  pauseVideo: 'Mettre en pause la vidéo d’arrière-plan',
  playVideo: 'Lire la vidéo d’arrière-plan',
} as const satisfies Translation<typeof en.brandsHeroCopy>;

export const ALL_BRANDS_TAB = { id: 'all', label: 'Toutes les marques' } as const satisfies Translation<typeof en.ALL_BRANDS_TAB>;

export const brandBrowserCopy = {
  eyebrow: 'Nos marques',
  title: 'Des marques pour',
  highlight: 'chaque parcours',
  tabsLabel: 'Catégories de marques',
  /** Read before the brand's name by screen readers: « À propos de SPJ ». */
  aboutButton: 'À propos de',
} as const satisfies Translation<typeof en.brandBrowserCopy>;

export const successStoriesCopy = {
  eyebrow: 'Nos réussites',
  title: 'Des marques qui',
  highlight: 'ont grandi avec nous',
  carouselLabel: 'Nos réussites',
  /** The brand's name follows it: « Découvrir Next Holidays ». */
  readMore: 'Découvrir',
} as const satisfies Translation<typeof en.successStoriesCopy>;

/** What the /brands success stories say, in French: three, in the order of English's `successStoryBrands`. */
export const successStories = [
  {
    id: 'next-holidays',
    title: 'Un million de vacanciers, et ce n’est pas fini',
    text: 'D’un simple comptoir à une marque de vacances qui a séduit un million de clients : Next Holidays propose aujourd’hui des voyages sur tous les continents.',
    stat: { value: '1 M', label: 'clients' },
  },
  {
    id: 'spj-electronics',
    title: 'D’un marché à plus de vingt',
    text: 'Fondée en 2016, SPJ a porté ses produits électroniques et électroménagers jusqu’à des revendeurs partenaires dans plus de 20 pays.',
    stat: { value: '20+', label: 'pays' },
  },
  {
    id: 'blueberry-travel',
    title: 'Un voyage d’affaires primé',
    text: 'Blueberry Travel gère les déplacements professionnels d’entreprises sur trois continents, avec jusqu’à 20 % d’économies sur leur budget voyages.',
    stat: { value: '200 k', label: 'réservations' },
  },
] as const satisfies Translation<typeof en.successStories>;

export const portfolioCopy = {
  title: 'Découvrez le portfolio',
  highlight: 'de nos marques',
  text: 'Toutes les marques, tous les marchés et toutes les étapes clés du groupe, réunis dans notre profil d’entreprise.',
  button: 'TÉLÉCHARGER LE PORTFOLIO',
  newsletterTitle: 'Ne manquez rien',
  newsletterText: 'Les actualités de nos marques, quelques fois par an.',
  newsletterLabel: 'Abonnez-vous à notre newsletter',
} as const satisfies Translation<typeof en.portfolioCopy>;
