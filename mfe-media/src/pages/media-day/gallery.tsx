import { CardArt, Card, Carousel } from '@bbg/kit';
import { galleryConfig, type GallerySlide } from '../../content/foundation-day';
import styles from './gallery.module.css';

/** The three-slide Foundation Day gallery: previous/next, rides by itself with a pause control. */
export function Gallery({ slides }: { readonly slides: readonly GallerySlide[] }) {
  return (
    <div className={styles.gallery}>
      <Carousel
        config={galleryConfig}
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
