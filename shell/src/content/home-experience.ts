import type { CarouselConfig, LogoItem } from '@bbg/kit';

interface VisionCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** Four slides, one every 9000 ms, wrapping (the client's old markup said 3000 ms; 9000 ms is the rule). */
export const VISION_INTERVAL_MS = 9000;

/** Brand logos: 7 visible, 4 below 1000 px, 3 below 576 px; a row that glides on by itself. */
export const logoRowSettings = {
  slidesPerView: 3,
  breakpoints: { 576: 4, 1000: 7 },
  autoplayMs: 0,
  speedMs: 3000,
  loop: true,
  linear: true,
  spaceBetween: 16,
} as const satisfies Omit<CarouselConfig, 'label'>;

/** The #Experience section of the home page: `<locale>/home-experience.json`. */
export interface ExperienceCatalogue {
  readonly experienceIntro: { readonly eyebrow: string; readonly title: string; readonly text: string };
  readonly visionCards: readonly VisionCard[];
  /** Seven brand logos; A2Z Travels has no site of its own, so its logo links nowhere. */
  readonly experienceLogos: readonly LogoItem[];
}
