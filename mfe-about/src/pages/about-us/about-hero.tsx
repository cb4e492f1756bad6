import { useRef } from 'react';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { useHeroMedia } from '@bbg/shared/ui/hero/use-hero-media';
import { ScrollDownButton } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import type { AboutHero as AboutHeroData } from '../../content/about-us';
import styles from './about-hero.module.css';

interface AboutHeroProps {
  readonly hero: AboutHeroData;
  readonly nextId: string;
  readonly ready: boolean;
  /** Called once the picture has loaded, failed or stalled (useHeroMedia). */
  readonly onLoad: () => void;
}

/** The first section of /about-us: its own hero; the text shows once the picture has loaded. */
export function AboutHero({ hero, nextId, ready, onLoad }: AboutHeroProps) {
  const image = useRef<HTMLImageElement>(null);
  const { settle } = useHeroMedia(image, onLoad);

  return (
    <div className={styles.hero} data-ready={ready}>
      <img
        ref={image}
        data-hero-media=""
        className={styles.image}
        src={artUrl(hero.art)}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        alt=""
        fetchPriority="high"
        decoding="async"
        onLoad={settle}
        onError={settle}
      />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 className={styles.title}>
          {hero.title} <span className={styles.highlight}>{hero.highlight}</span>
        </h1>
        <p className={styles.description}>{hero.description}</p>
        <ScrollDownButton targetId={nextId} />
      </div>
    </div>
  );
}
