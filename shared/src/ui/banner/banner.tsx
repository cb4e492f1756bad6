import { useCallback, useEffect, useRef } from 'react';
import { BANNER_NOT_FOUND, findBanner, type BannerEntry } from '../../content/banners';
import { Link, usePageLoaded } from '@bbg/shared/platform';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '../art/art';
import { useHeroMedia } from '../hero/use-hero-media';
import { scrollToId } from '../scroll-sections/scroll-to';
import styles from './banner.module.css';

interface BannerProps {
  readonly id: number;
  /** Called once the banner's image has loaded, failed or kept the page waiting too long (pages reveal their other sections then). */
  readonly onLoad?: () => void;
}

function BannerButton({ entry }: { readonly entry: BannerEntry }) {
  if (!entry.buttonText || !entry.buttonLink) return null;
  const link = entry.buttonLink;
  if (link.startsWith('#')) {
    return (
      <button type="button" className={styles.button} onClick={() => scrollToId(link.slice(1))}>
        {entry.buttonText}
      </button>
    );
  }
  return (
    <Link className={styles.button} to={link}>
      {entry.buttonText}
    </Link>
  );
}

/**
 * Generic banner screen (spec): the page's hero, chosen by id. Its text shows only once its image
 * has loaded (or failed, or stalled: useHeroMedia); then it tells the page (page-loaded signal and onLoad).
 */
export function Banner({ id, onLoad }: BannerProps) {
  const entry = findBanner(id);
  const { markLoaded } = usePageLoaded();
  const loaded = useCallback(() => {
    markLoaded();
    onLoad?.();
  }, [markLoaded, onLoad]);
  const image = useRef<HTMLImageElement>(null);
  const { ready, settle } = useHeroMedia(image, loaded);

  useEffect(() => {
    if (!entry) markLoaded();
  }, [entry, markLoaded]);

  if (!entry) {
    return (
      <p className={styles.missing} role="alert">
        {BANNER_NOT_FOUND}
      </p>
    );
  }

  return (
    <section className={styles.banner} aria-labelledby={`banner-${entry.id}`} data-ready={ready}>
      <img
        ref={image}
        data-hero-media=""
        className={styles.image}
        src={artUrl(entry.backgroundImage)}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        alt=""
        fetchPriority="high"
        decoding="async"
        onLoad={settle}
        onError={settle}
      />
      <div className={styles.content}>
        <h1 id={`banner-${entry.id}`} className={styles.title}>
          {entry.title}{' '}
          <span
            className={styles.highlight}
            data-color={entry.highlightColor ? 'custom' : 'accent'}
            // Set through CSSOM, not a style attribute: pre-rendered HTML must pass a CSP without 'unsafe-inline'.
            ref={(node) => node?.style.setProperty('--highlight', entry.highlightColor ?? '')}
          >
            {entry.highlight}
          </span>
        </h1>
        <p className={styles.description}>{entry.description}</p>
        <BannerButton entry={entry} />
      </div>
    </section>
  );
}
