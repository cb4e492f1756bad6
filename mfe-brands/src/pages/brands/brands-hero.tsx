import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, HeroFrame, SectionLink, usePrefersReducedMotion } from '@bbg/kit';
import type { BrandsHeroCopy } from '../../content/brands-page';
import heroVideo from '../../assets/brands-hero.mp4';
import heroPoster from '../../assets/brands-hero-poster.webp';
import styles from './brands-hero.module.css';

interface BrandsHeroProps {
  readonly copy: BrandsHeroCopy;
  /** The section There's More scrolls to. */
  readonly nextId: string;
}

/**
 * The /brands hero: a muted looping background video with a visible pause control. It plays only once
 * the visitor's motion preference is known, and stays still under prefers-reduced-motion until Play.
 */
export function BrandsHero({ copy, nextId }: BrandsHeroProps) {
  const video = useRef<HTMLVideoElement>(null);
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
    <HeroFrame
      backdrop={{ video: heroVideo, poster: heroPoster, width: 960, height: 540, videoRef: video }}
      eyebrow={copy.tag}
      eyebrowLook="tag"
      title={copy.title}
      highlight={copy.highlight}
      lead={copy.description}
      actions={
        <SectionLink variant="light" targetId={nextId}>
          {copy.moreButton}
        </SectionLink>
      }
      footer={
        <Button variant="veil" icon className={styles.pause} aria-label={playing ? copy.pauseVideo : copy.playVideo} onClick={() => setChoice(!playing)}>
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
        </Button>
      }
      wide
    />
  );
}
