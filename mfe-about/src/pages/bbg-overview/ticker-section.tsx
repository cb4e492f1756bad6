import { Carousel, type CarouselConfig } from '@bbg/kit';
import type { TickerSlide } from '../../content/bbg-overview';
import styles from './ticker-section.module.css';

interface TickerSectionProps {
  /** The ticker's pace and its accessible name, in the document's language. */
  readonly config: CarouselConfig;
  readonly slides: readonly TickerSlide[];
}

/** The BELIEVE, INSPIRE, VALUE ticker: moves on its own, pauses on hover, focus or its pause control. */
export function TickerSection({ config, slides }: TickerSectionProps) {
  return (
    <div className={styles.section}>
      <Carousel config={config} items={slides} getKey={(slide) => slide.id} renderSlide={(slide) => <p className={styles.word}>{slide.word}</p>} />
    </div>
  );
}
