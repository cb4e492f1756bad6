import { type ArtTopic, CardArt } from '@bbg/kit';
import styles from './art-backdrop.module.css';

/** A generated scene behind a panel's text, under a scrim; the panel is `position: relative` and clips. */
export function ArtBackdrop({ topic }: { readonly topic: ArtTopic }) {
  return (
    <>
      <CardArt topic={topic} fit="cover" className={styles.image} sizes="100vw" />
      <span className={styles.scrim} />
    </>
  );
}
