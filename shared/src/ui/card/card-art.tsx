import { ART_HEIGHT, ART_WIDTH, artUrl, type ArtTopic } from '../art/art';
import styles from './card-art.module.css';

interface CardArtProps {
  readonly topic: ArtTopic;
  /** Empty when the picture only decorates (most cards: the title says it all). */
  readonly alt?: string;
  /** 'ratio': 16:9 across the card; 'fill': the height of its cell (a picture beside the text); 'cover': behind the whole card (which is positioned). */
  readonly fit?: 'ratio' | 'fill' | 'cover';
  readonly className?: string;
}

/** A card's picture: one of the site's scenes, 16:9, loaded lazily with its size known (nothing shifts). */
export function CardArt({ topic, alt = '', fit = 'ratio', className }: CardArtProps) {
  return (
    <img
      className={className ? `${styles.art} ${className}` : styles.art}
      data-fit={fit}
      src={artUrl(topic)}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
