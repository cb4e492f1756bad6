/** Slides per view from a minimum viewport width (px) up; a bare number is shorthand for `{ slidesPerView }`. */
export type CarouselBreakpoints = Readonly<Record<number, { readonly slidesPerView: number } | number>>;

/** Everything about a carousel's motion and layout, as data (each one's figures: docs/behaviour.md#carousels). */
export interface CarouselConfig {
  /** Accessible name of the carousel region. */
  readonly label: string;
  /** Slides in view (and each breakpoint's): the served track needs its rule in track.module.css. */
  readonly slidesPerView: number;
  readonly breakpoints?: CarouselBreakpoints;
  /** Moves by itself, waiting this many ms between moves (0 with `linear` = a continuous ticker). */
  readonly autoplayMs?: number;
  /** Length of one move in ms. */
  readonly speedMs?: number;
  readonly loop?: boolean;
  readonly arrows?: boolean;
  readonly dots?: boolean;
  /** Constant-speed movement (logo rows). */
  readonly linear?: boolean;
  /** Gap between slides in px. */
  readonly spaceBetween?: number;
}

export const perViewOf = (value: { readonly slidesPerView: number } | number): number =>
  typeof value === 'number' ? value : value.slidesPerView;
