import { type ArtTopic, type CarouselConfig, type HighlightColor } from '@bbg/kit';
import type { BrandKey } from './banners';

/** The small picture on a slide's button, drawn from the icon set. */
export type SlideButtonImage = 'arrow' | 'book' | 'shield' | 'bag' | 'plane' | 'box';

/** A slide's button: it links to the brand's site (the brand page's), in a new tab. */
interface BrandSlideButton {
  readonly text: string;
  readonly image: SlideButtonImage;
}

/** Brand slide: heading is title + highlight; subtitle is the brand name. */
export interface BrandSlide {
  readonly id: string;
  readonly title: string;
  readonly highlight: string;
  /** Colour of the highlighted words on the slide's dark scrim; the accent when absent. */
  readonly highlightColor?: HighlightColor;
  readonly subtitle: string;
  readonly description: readonly string[];
  /** Each slide has one button. */
  readonly buttons: readonly [BrandSlideButton];
  readonly backgroundImage: ArtTopic;
}

/** The slides of one brand page, handed to the page's BrandSlider; with no slides it shows `SLIDE_NOT_FOUND`. */
export interface BrandSlider {
  /** The brand's entry number: it makes the section's heading id, `brand-slider-<id>-title`. */
  readonly id: number;
  /** The section's heading. */
  readonly heading: string;
  /** Names the carousel region (differs from the heading: landmark names stay unique). */
  readonly label: string;
  readonly slides: readonly BrandSlide[];
}

/** A locale's brand sliders (`src/content/<locale>/brand-slides.json`): slide ids and pictures as in English. */
export interface BrandSlidesCatalogue {
  /** What a brand slider with no slides shows in its place (docs/behaviour.md#content-by-id). */
  readonly SLIDE_NOT_FOUND: string;
  /** Each brand page's slider: three slides (intro, blog or insights, visa or safety or offerings); two for ids 4 and 5. */
  readonly brandSliders: Readonly<Record<BrandKey, BrandSlider>>;
}

/** The brand slider's motion and controls (kit Carousel): one slide at a time, arrows and dots. */
export const brandSliderCarousel = {
  slidesPerView: 1,
  autoplayMs: 8000,
  speedMs: 600,
  arrows: true,
  dots: true,
  spaceBetween: 24,
} as const satisfies Omit<CarouselConfig, 'label'>;
