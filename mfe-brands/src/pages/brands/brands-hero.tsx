import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHeroMedia } from '@bbg/shared/ui/hero/use-hero-media';
import { scrollToId } from '@bbg/shared/ui/scroll-sections/scroll-to';
import { usePrefersReducedMotion } from '@bbg/shared/ui/carousel/use-reduced-motion';
import type { brandsHeroCopy } from '../../content/brands-page';
import heroVideo from '../../assets/brands-hero.mp4';
import heroPoster from '../../assets/brands-hero-poster.webp';
import styles from './brands-hero.module.css';

interface BrandsHeroProps {
  readonly copy: typeof brandsHeroCopy;
  /** The section There's More scrolls to. */
  readonly nextId: string;
  /** Called once the video's metadata is ready, or it failed or stalled (useHeroMedia). */
  readonly onReady: () => void;
}

/**
 * The /brands hero: a muted looping background video with a visible pause control. It plays only once
 * the visitor's motion preference is known, and stays still under prefers-reduced-motion until Play.
 */
export function BrandsHero({ copy, nextId, onReady }: BrandsHeroProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { settle } = useHeroMedia(video, onReady);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? reducedMotion === false;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    if (!playing) {
      element.pause();
      return;
    }
    Promise.resolve(element.play()).catch((error: unknown) => {
      // A browser that refuses autoplay leaves the video still: the control then offers Play.
      if (error instanceof DOMException && error.name === 'NotAllowedError') setChoice(false);
    });
  }, [playing]);

  return (
    <div className={styles.hero}>
      <video
        ref={video}
        data-hero-media=""
        className={styles.video}
        src={heroVideo}
        poster={heroPoster}
        width={960}
        height={540}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        onLoadedMetadata={settle}
        onError={settle}
      />
      <div className={styles.content}>
        <p className={styles.tag}>{copy.tag}</p>
        <h1 className={styles.title}>
          {copy.title} <span className={styles.highlight}>{copy.highlight}</span>
        </h1>
        <p className={styles.description}>{copy.description}</p>
        <button type="button" className={styles.more} onClick={() => scrollToId(nextId)}>
          {copy.moreButton}
        </button>
      </div>
      <button type="button" className={styles.pause} aria-label={playing ? copy.pauseVideo : copy.playVideo} onClick={() => setChoice(!playing)}>
        {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
      </button>
    </div>
  );
}
