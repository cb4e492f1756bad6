import { useRef } from 'react';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { useHeroMedia } from '@bbg/shared/ui/hero/use-hero-media';
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
  /** Called once the hero image has loaded, failed or stalled (useHeroMedia). */
  readonly onLoad: () => void;
}

/** The page's own hero: its text shows once the image has loaded, like the kit's Banner. */
export function PartnersHero({ copy, nextId, onLoad }: PartnersHeroProps) {
  const image = useRef<HTMLImageElement>(null);
  const { ready, settle } = useHeroMedia(image, onLoad);

  return (
    <div className={`${banner.banner} ${styles.hero}`} data-ready={ready}>
      <img
        ref={image}
        data-hero-media=""
        className={banner.image}
        src={artUrl('people')}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        alt=""
        fetchPriority="high"
        decoding="async"
        onLoad={settle}
        onError={settle}
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
