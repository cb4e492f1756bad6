import type { ReactNode } from 'react';
import { fill } from '@bbg/contract';
import { useKitWords } from '../../words/use-kit-words';
import type { CarouselConfig } from './carousel-config';
import { CarouselFrame } from './carousel-frame';

export type { CarouselConfig } from './carousel-config';

export interface CarouselProps<T> {
  readonly config: CarouselConfig;
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderSlide: (item: T, index: number) => ReactNode;
}

/**
 * The one carousel of the site. Served as swiper's own markup (every slide, at rest on the first one, sized by CSS);
 * in the browser swiper's core starts on those very nodes as the carousel comes into view. When it moves by itself
 * it shows a pause/play control, pauses on hover and while focus is inside, and stays still under
 * prefers-reduced-motion until the visitor presses Play.
 */
export function Carousel<T>({ config, items, getKey, renderSlide }: CarouselProps<T>) {
  // Built here and handed down as children, so the frame's own updates (hover, focus, edges) never render the
  // slides again: swiper owns their classes, order and inline sizes, React only their content.
  const words = useKitWords().carousel;
  const slides = items.map((item, index) => (
    <div
      key={getKey(item)}
      className="swiper-slide"
      role="group"
      aria-roledescription={words.slideRoleDescription}
      aria-label={fill(words.slidePosition, { n: index + 1, count: items.length })}
    >
      {renderSlide(item, index)}
    </div>
  ));
  return <CarouselFrame config={config}>{slides}</CarouselFrame>;
}
