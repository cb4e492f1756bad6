import type { ArtTopic, CarouselConfig } from '@bbg/kit';

export interface GallerySlide {
  readonly id: string;
  readonly art: ArtTopic;
  /** The image's text alternative. */
  readonly alt: string;
  readonly caption: string;
}

/** The page's own labels: its hero's side-dot tooltip. */
export interface FoundationDayLabels {
  readonly heroTooltip: string;
}

/** The gallery's section: its dot, eyebrow, title and lead. */
export interface GallerySection {
  /** The section's element id. */
  readonly id: string;
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
}

/** The gallery's words: the carousel's accessible name (its motion is `gallerySettings`, the same in every language). */
export type GalleryWords = Pick<CarouselConfig, 'label'>;

/** How the gallery moves: one slide at a time, by itself, in a loop, with arrows and dots. */
export const gallerySettings = {
  slidesPerView: 1,
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Omit<CarouselConfig, 'label'>;
