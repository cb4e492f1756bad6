import type { Translation } from '@bbg/contract';
import type * as en from '../vision-values';

/** The vision as an equation: the title is the terms joined by « + », then « = » and the result, as in English. */
export const visionCard = {
  sectionId: 'vision',
  eyebrow: 'Notre vision',
  title: 'Talents d’exception + Expérience d’exception = Organisation d’exception',
  terms: ['Talents d’exception', 'Expérience d’exception'],
  result: 'Organisation d’exception',
  text: 'Nous recrutons des talents d’exception et leur donnons la liberté de créer des expériences d’exception pour chaque client et chaque partenaire. Une organisation d’exception en découle naturellement.',
} as const satisfies Translation<typeof en.visionCard>;

export const valuesHeading = 'Nos valeurs' satisfies Translation<typeof en.valuesHeading>;

export const coreValues = [
  { id: 'excellence', title: 'Excellence', text: 'Nous plaçons la barre haut et la relevons sans cesse, à chaque réservation, chaque expédition et dans chaque magasin.' },
  { id: 'obsession', title: 'Obsession client', text: 'Nos clients sont notre obsession : leur temps, leur confiance et leur prochain voyage.' },
  { id: 'integrity', title: 'Intégrité', text: 'Nous disons ce que nous faisons et faisons ce que nous disons, avec nos partenaires, nos clients et entre nous.' },
  { id: 'collaboration', title: 'Collaboration', text: 'Sept métiers, une seule équipe : nous gagnons quand nous travaillons par-delà les marques et les frontières.' },
] as const satisfies Translation<typeof en.coreValues>;

/** The four values, one slide each: the English figures, with the carousel's name in French. */
export const valuesCarouselConfig = {
  label: 'Les quatre valeurs',
  slidesPerView: 1,
  breakpoints: { 768: 2 },
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.valuesCarouselConfig>;
