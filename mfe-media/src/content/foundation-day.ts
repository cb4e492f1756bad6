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

export const gallerySection = {
  id: 'gallery',
  tooltip: 'Gallery',
  eyebrow: 'Foundation Day',
  title: 'Moments from the day',
  text: 'Every office marked the founding of the group in 2013: together in Dubai and Jaipur, and online with teams across Africa and Asia.',
} as const satisfies GallerySection;

export const galleryConfig = {
  label: 'Foundation Day gallery',
  slidesPerView: 1,
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies CarouselConfig;

export const gallerySlides = [
  { id: 'celebration', art: 'corporate', alt: 'Illustration of office towers', caption: 'The celebration in Dubai opened with the story of the group since 2013.' },
  { id: 'teams', art: 'people', alt: 'Illustration of three people together', caption: 'Teams from every business came together for the group photo.' },
  { id: 'awards-night', art: 'events', alt: 'Illustration of a stage with spotlights and confetti', caption: 'Long-serving colleagues were honoured on stage by the leadership team.' },
] as const satisfies readonly GallerySlide[];

export const foundationDayLabels = {
  heroTooltip: 'Foundation Day',
} as const satisfies FoundationDayLabels;
