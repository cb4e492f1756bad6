import { artImage, LAZY_IMAGE, type ArtTopic } from '../art/art';
import styles from './card-art.module.css';

interface CardArtProps {
  readonly topic: ArtTopic;
  /** Empty when the picture only decorates (most cards: the title says it all). */
  readonly alt?: string;
  /** 'ratio': 16:9 across the card; 'fill': the height of its cell (a picture beside the text); 'cover': behind the whole card (which is positioned). */
  readonly fit?: 'ratio' | 'fill' | 'cover';
  readonly className?: string;
  /** How wide the picture shows, for choosing its width (CARD_ART_SIZES unless said). */
  readonly sizes?: string;
}

/** A card in a grid: at most half a wide screen, the whole width of a phone's. */
export const CARD_ART_SIZES = '(min-width: 48rem) 50vw, 100vw';

/** A card's picture: one of the site's scenes, 16:9, loaded lazily at low priority with its size known (nothing shifts). */
export function CardArt({ topic, alt = '', fit = 'ratio', className, sizes = CARD_ART_SIZES }: CardArtProps) {
  return (
    <img
      className={className ? `${styles.art} ${className}` : styles.art}
      data-fit={fit}
      {...artImage(topic, sizes)}
      alt={alt}
      {...LAZY_IMAGE}
    />
  );
}
