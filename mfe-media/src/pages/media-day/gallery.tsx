import { CardArt, Card, Carousel, type CarouselConfig } from '@bbg/kit';
import type { GallerySlide } from '../../content/foundation-day';
import styles from './gallery.module.css';

interface GalleryProps {
  /** The carousel's settings and its accessible name, in the document's locale. */
  readonly config: CarouselConfig;
  readonly slides: readonly GallerySlide[];
}

/** The three-slide Foundation Day gallery: previous/next, rides by itself with a pause control. */
export function Gallery({ config, slides }: GalleryProps) {
  return (
    <div className={styles.gallery}>
      <Carousel
        config={config}
        items={slides}
        getKey={(slide) => slide.id}
        renderSlide={(slide) => (
          <Card as="figure" padding="none">
            <CardArt topic={slide.art} alt={slide.alt} />
            <figcaption className={styles.caption}>{slide.caption}</figcaption>
          </Card>
        )}
      />
    </div>
  );
}
