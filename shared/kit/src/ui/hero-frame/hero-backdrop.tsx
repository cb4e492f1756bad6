import type { RefObject } from 'react';
import { HERO_MEDIA_ATTRIBUTE } from '@bbg/contract';
import { artImage, type ArtTopic } from '../art/art';
import styles from './hero-frame.module.css';

/** What sits behind the words: a generated scene, any picture, or a muted video with its poster. */
export type HeroBackdrop =
  | { readonly art: ArtTopic }
  | { readonly image: string; readonly width: number; readonly height: number }
  | {
      readonly video: string;
      readonly poster: string;
      readonly width: number;
      readonly height: number;
      /** For a page that plays and pauses the video itself. */
      readonly videoRef?: RefObject<HTMLVideoElement | null>;
    };

export type HeroMediaElement = HTMLImageElement | HTMLVideoElement;

/** Marks the picture or video whose load settles the served hero, for the boot script. */
const heroMedia = { [HERO_MEDIA_ATTRIBUTE]: '' } as const;

/** The hero's picture or video, full bleed; `settle` runs once it has loaded or failed (the hero's words wait for it). */
export function Backdrop({ backdrop, media, settle }: { readonly backdrop: HeroBackdrop; readonly media: RefObject<HeroMediaElement | null>; readonly settle: () => void }) {
  if ('video' in backdrop) {
    return (
      <video
        ref={media as RefObject<HTMLVideoElement | null>}
        {...heroMedia}
        className={styles.media}
        src={backdrop.video}
        poster={backdrop.poster}
        width={backdrop.width}
        height={backdrop.height}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        onLoadedMetadata={settle}
        onError={settle}
      />
    );
  }
  const picture = 'art' in backdrop ? artImage(backdrop.art) : { src: backdrop.image, width: backdrop.width, height: backdrop.height };
  return (
    <img
      ref={media as RefObject<HTMLImageElement | null>}
      {...heroMedia}
      className={styles.media}
      {...picture}
      alt=""
      fetchPriority="high"
      decoding="async"
      onLoad={settle}
      onError={settle}
    />
  );
}
