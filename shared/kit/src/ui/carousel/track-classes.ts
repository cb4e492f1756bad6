import { perViewOf, type CarouselConfig } from './carousel-config';
import styles from './track.module.css';

const token = (value: number): string => String(value).replace('.', '_');

/** The layout classes that size the served slides as swiper will: per view, per breakpoint, and the gap. */
export function trackClasses(config: CarouselConfig): string[] {
  const names = [`perView${token(config.slidesPerView)}`, `gap${token(config.spaceBetween ?? 24)}`];
  for (const [width, value] of Object.entries(config.breakpoints ?? {})) names.push(`from${width}_${token(perViewOf(value))}`);
  return [styles.track, ...names.map((name) => styles[name])].filter((name): name is string => Boolean(name));
}
