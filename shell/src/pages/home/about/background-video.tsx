import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, LAZY_IMAGE, usePrefersReducedMotion } from '@bbg/kit';
import styles from './background-video.module.css';
import { useHomeCopy } from '../home-copy';

interface BackgroundVideoProps {
  readonly webm: string;
  readonly mp4: string;
  readonly poster: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A muted, looping, decorative background loop (the site's imagery: generated, never fetched): it plays while on screen, stays on its
 * poster under prefers-reduced-motion, and its visible control pauses or plays it. The poster is a lazy picture under
 * the video, not the video's poster attribute, which a browser fetches at once: a screen below the hero, it waits
 * until the first paint has its font and picture (docs/decisions/0037-an-inline-site-icon.md).
 */
export function BackgroundVideo({ webm, mp4, poster, width, height }: BackgroundVideoProps) {
  const words = useHomeCopy().labels.homeLabels;
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  const playing = choice ?? reducedMotion === false;

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Autoplay may be refused (data saver, power saving): the poster then simply stays.
    if (playing && onScreen) element.play()?.catch(() => undefined);
    else element.pause();
  }, [playing, onScreen]);

  return (
    <div className={styles.frame}>
      <img className={styles.media} src={poster} width={width} height={height} alt="" {...LAZY_IMAGE} />
      <video ref={video} className={styles.media} width={width} height={height} muted loop playsInline preload="none" aria-hidden="true">
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <Button variant="veil" icon size="sm" className={styles.control} aria-label={playing ? words.pauseVideo : words.playVideo} onClick={() => setChoice(!playing)}>
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
      </Button>
    </div>
  );
}
