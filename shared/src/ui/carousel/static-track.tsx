import { perViewOf, type CarouselConfig } from './carousel-config';
import type { TrackSlide } from './swiper-track';
import styles from './static-track.module.css';

const token = (value: number): string => String(value).replace('.', '_');

/** The layout classes that size the slides as swiper will: per view, per breakpoint, and the gap. */
export function staticTrackClasses(config: CarouselConfig): string[] {
  const names = [`perView${token(config.slidesPerView)}`, `gap${token(config.spaceBetween ?? 24)}`];
  for (const [width, value] of Object.entries(config.breakpoints ?? {})) names.push(`from${width}_${token(perViewOf(value))}`);
  return [styles.track, ...names.map((name) => styles[name])].filter((name): name is string => Boolean(name));
}

interface StaticTrackProps {
  readonly config: CarouselConfig;
  readonly className: string | undefined;
  readonly slides: readonly TrackSlide[];
}

/**
 * The slides before swiper has loaded (on the server, while the browser adopts the page, until the chunk arrives):
 * swiper's own markup and classes, at rest on the first slide, sized by CSS alone (no style attribute), so nothing
 * moves when swiper takes over.
 */
export function StaticTrack({ config, className, slides }: StaticTrackProps) {
  const classes = ['swiper', ...staticTrackClasses(config), className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div key={slide.key} className="swiper-slide" role="group" aria-roledescription="slide" aria-label={slide.label}>
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}
