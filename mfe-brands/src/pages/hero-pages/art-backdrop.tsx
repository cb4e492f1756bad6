import { ART_HEIGHT, ART_WIDTH, artUrl, type ArtTopic } from '@bbg/shared/ui/art/art';
import styles from './art-backdrop.module.css';

/** A generated scene behind a panel's text, under a scrim; the panel is `position: relative` and clips. */
export function ArtBackdrop({ topic }: { readonly topic: ArtTopic }) {
  return (
    <>
      <img className={styles.image} src={artUrl(topic)} width={ART_WIDTH} height={ART_HEIGHT} alt="" loading="lazy" decoding="async" />
      <span className={styles.scrim} />
    </>
  );
}
