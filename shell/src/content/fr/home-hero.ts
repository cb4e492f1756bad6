import type { Translation } from '@bbg/contract';
import type * as en from '../home-hero';

export const HERO_SECONDARY = { text: 'Contactez-nous', link: '/contact-us' } as const satisfies Translation<typeof en.HERO_SECONDARY>;

export const heroMessages = [
  {
    id: 'journeys',
    buttonText: 'En savoir plus',
    title: 'Un groupe,',
    highlight: 'mille parcours',
    title2: 'sur trois continents',
    highlightColor: 'accent',
    content:
      'Voyage, électronique, mode, négoce général, informatique, logistique et GSA : les entreprises de BBG servent leurs clients au Moyen-Orient, en Afrique et en Asie.',
  },
  {
    id: 'brands',
    buttonText: 'En savoir plus',
    title: 'Nous bâtissons',
    highlight: 'des marques emblématiques',
    title2: 'depuis 2013',
    highlightColor: 'sun',
    content: 'De Blueberry Travel à SPJ Electronics en passant par Next Holidays, nous développons des marques auxquelles on fait confiance et vers lesquelles on revient.',
  },
  {
    id: 'together',
    buttonText: 'En savoir plus',
    title: 'Allons',
    highlight: 'plus loin',
    title2: 'ensemble',
    highlightColor: 'lilac',
    content: 'Plus de 1500 personnes dans plus de 30 pays travaillent chaque jour avec nos partenaires et nos clients pour offrir un service exceptionnel.',
  },
] as const satisfies Translation<typeof en.heroMessages>;
