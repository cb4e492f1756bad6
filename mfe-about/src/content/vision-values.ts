import type { CarouselConfig } from '@bbg/kit';

// The shapes of /vision-values's copy and its carousel's settings; its words in each language are
// `<locale>/vision-values.json` (the carousel's accessible name is `valuesCarouselConfig.label`).

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

/** The four values, one slide each. Carousels ride on their own; this pace is ours. */
export const valuesCarouselSettings = {
  slidesPerView: 1,
  breakpoints: { 768: 2 },
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Omit<CarouselConfig, 'label'>;
