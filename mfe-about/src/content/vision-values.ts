import type { CarouselConfig } from '@bbg/kit';

export interface VisionCard {
  /** Id of the section; banner 10's Explore button scrolls to `#vision`. */
  readonly sectionId: string;
  readonly eyebrow: string;
  readonly title: string;
  /** The vision as an equation: the terms, then the result. */
  readonly terms: readonly string[];
  readonly result: string;
  readonly text: string;
}

export interface CoreValue {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export const visionCard = {
  sectionId: 'vision',
  eyebrow: 'Our vision',
  title: 'Great People + Great Experience = Great Organization',
  terms: ['Great People', 'Great Experience'],
  result: 'Great Organization',
  text: 'We hire great people and give them the room to create great experiences for every customer and partner. A great organisation is what follows.',
} as const satisfies VisionCard;

export const valuesHeading = 'Our values';

export const coreValues = [
  { id: 'excellence', title: 'Excellence', text: 'We set a high bar and keep raising it, in every booking, shipment and store.' },
  { id: 'obsession', title: 'Obsession', text: 'We are obsessed with our customers: their time, their trust and their next journey.' },
  { id: 'integrity', title: 'Integrity', text: 'We say what we do and do what we say, with partners, customers and each other.' },
  { id: 'collaboration', title: 'Collaboration', text: 'Seven businesses, one team: we win when we work across brands and borders.' },
] as const satisfies readonly CoreValue[];

/** The four values, one slide each. Carousels ride on their own; this pace is ours. */
export const valuesCarouselConfig = {
  label: 'The four values',
  slidesPerView: 1,
  breakpoints: { 768: 2 },
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies CarouselConfig;
