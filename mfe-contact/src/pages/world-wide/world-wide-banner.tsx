import { useCallback, useRef } from 'react';
import { usePageLoaded } from '@bbg/shared/platform';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { useHeroMedia } from '@bbg/shared/ui/hero/use-hero-media';
import { ScrollDownButton } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import type { WorldWideBannerCopy } from '../../content/world-wide';
import styles from './world-wide-banner.module.css';

interface WorldWideBannerProps {
  readonly copy: WorldWideBannerCopy;
  /** Id of the section the down-arrow scrolls to. */
  readonly nextSectionId: string;
  /** Called once the banner's image has loaded, failed or stalled (useHeroMedia). */
  readonly onLoad: () => void;
}

/** The page's own hero: its text shows once its image has loaded (spec), then the page reports loaded. */
export function WorldWideBanner({ copy, nextSectionId, onLoad }: WorldWideBannerProps) {
  const { markLoaded } = usePageLoaded();
  const loaded = useCallback(() => {
    markLoaded();
    onLoad();
  }, [markLoaded, onLoad]);
  const image = useRef<HTMLImageElement>(null);
  const { ready, settle } = useHeroMedia(image, loaded);

  return (
    <div className={styles.banner} data-ready={ready}>
      <img
        ref={image}
        data-hero-media=""
        className={styles.image}
        src={artUrl(copy.image)}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        alt=""
        fetchPriority="high"
        decoding="async"
        onLoad={settle}
        onError={settle}
      />
      <div className={styles.content}>
        <h1 className={styles.title}>
          {copy.title} <span className={styles.highlight}>{copy.highlight}</span>
        </h1>
        <p className={styles.subtitle}>{copy.subtitle}</p>
        <ul className={styles.stats}>
          {copy.stats.map((stat) => (
            <li key={stat.id} className={styles.stat}>
              <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.next}>{ready ? <ScrollDownButton targetId={nextSectionId} label={copy.nextLabel} /> : null}</div>
    </div>
  );
}
