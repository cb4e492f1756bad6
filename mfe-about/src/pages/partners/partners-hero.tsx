import { useCallback, useEffect, useRef, useState } from 'react';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { ScrollDownButton } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { scrollToId } from '@bbg/shared/ui/scroll-sections/scroll-to';
import type { PartnersHero as PartnersHeroCopy } from '../../content/partners';
// The kit's hero look (Banner), so this page's own hero matches every banner of the site.
import banner from '@bbg/shared/ui/banner/banner.module.css';
import styles from './partners-hero.module.css';

interface PartnersHeroProps {
  readonly copy: PartnersHeroCopy;
  /** The section that Explore Now and the arrow scroll to. */
  readonly nextId: string;
  /** Called once the hero image has loaded. */
  readonly onLoad: () => void;
}

/** The page's own hero: its text shows once the image has loaded, like the kit's Banner. */
export function PartnersHero({ copy, nextId, onLoad }: PartnersHeroProps) {
  const [ready, setReady] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const loaded = useCallback(() => {
    setReady(true);
    onLoad();
  }, [onLoad]);

  useEffect(() => {
    // An image served from cache may have finished before React attached its handler.
    if (image.current?.complete && image.current.naturalWidth > 0) loaded();
  }, [loaded]);

  return (
    <div className={`${banner.banner} ${styles.hero}`} data-ready={ready}>
      <img
        ref={image}
        className={banner.image}
        src={artUrl('people')}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        alt=""
        fetchPriority="high"
        decoding="async"
        onLoad={loaded}
      />
      <div className={banner.content}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h1 className={banner.title}>
          {copy.title} <span className={banner.highlight}>{copy.highlight}</span>
        </h1>
        <p className={banner.description}>{copy.description}</p>
        <ul className={styles.stats}>
          {copy.stats.map((stat) => (
            <li key={stat.id} className={styles.stat}>
              <span className={styles.value}>{stat.value}</span> <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={banner.button} onClick={() => scrollToId(nextId)}>
            {copy.buttonText}
          </button>
          <ScrollDownButton targetId={nextId} />
        </div>
      </div>
    </div>
  );
}
