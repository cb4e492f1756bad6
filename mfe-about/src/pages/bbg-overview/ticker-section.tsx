import { Carousel } from '@bbg/kit';
import { tickerConfig, tickerSlides } from '../../content/bbg-overview';
import styles from './ticker-section.module.css';

/** The BELIEVE, INSPIRE, VALUE ticker: moves on its own, pauses on hover, focus or its pause control. */
export function TickerSection() {
  return (
    <div className={styles.section}>
      <Carousel
        config={tickerConfig}
        items={tickerSlides}
        getKey={(slide) => slide.id}
        renderSlide={(slide) => <p className={styles.word}>{slide.word}</p>}
      />
    </div>
  );
}
