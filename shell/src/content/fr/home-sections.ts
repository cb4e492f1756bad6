import type { Translation } from '@bbg/contract';
import type * as en from '../home-sections';

/** The home page's sections in order: each one's anchor id and its dot's tooltip. */
export const homeSections = [
  { id: 'home-hero', tooltip: 'BBG' },
  { id: 'home-about', tooltip: 'À propos' },
  { id: 'home-experience', tooltip: '#Expérience' },
  { id: 'home-brands', tooltip: 'Marques' },
  // The client's copy repeats "History" for the timeline and the culture photos; kept as written.
  { id: 'home-timeline', tooltip: 'Histoire' },
  { id: 'home-culture', tooltip: 'Histoire' },
  { id: 'home-news', tooltip: 'Actualités/Événements' },
  { id: 'home-partners', tooltip: 'Partenaires' },
] as const satisfies Translation<typeof en.homeSections>;

export const closingCallToAction = {
  title: 'Envie d’en savoir plus sur nous ?',
  text: 'Découvrez notre histoire, nos équipes et les marques que nous développons au Moyen-Orient, en Afrique et en Asie.',
  buttonText: 'Explorer BBG',
  link: '/about-us',
} as const satisfies Translation<typeof en.closingCallToAction>;
