import { Pause, Play } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '@bbg/shared/navigation/router/router';
import { preload } from 'react-dom';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { useHeroMedia } from '@bbg/shared/ui/hero/use-hero-media';
import { ScrollDownButton } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import type { HeroMessage } from '../../../content/home-hero';
import { HERO_ART, HERO_PRIMARY_LINK, HERO_ROTATION_MS, HERO_SECONDARY } from '../../../content/home-hero';
import { useRotation } from './use-rotation';
import styles from './hero-section.module.css';

interface HeroSectionProps {
  readonly messages: readonly HeroMessage[];
  readonly nextSectionId: string;
  readonly ready: boolean;
  /** Called once the hero image has loaded, failed or stalled (useHeroMedia). */
  readonly onReady: () => void;
}

/** Home hero: three rotating messages (8000 ms, pausable), Know More, Connect with us and the down-arrow. */
export function HeroSection({ messages, nextSectionId, ready, onReady }: HeroSectionProps) {
  const { index, playing, toggle, show } = useRotation(messages.length, HERO_ROTATION_MS);
  const image = useRef<HTMLImageElement>(null);
  const { settle } = useHeroMedia(image, onReady);
  const heroUrl = artUrl(HERO_ART);
  // The hero image is the one thing the home page preloads.
  preload(heroUrl, { as: 'image', fetchPriority: 'high' });

  const message = messages[index] ?? messages[0];
  if (!message) return null;
  return (
    <div className={styles.hero} data-ready={ready}>
      <img ref={image} data-hero-media="" className={styles.image} src={heroUrl} width={ART_WIDTH} height={ART_HEIGHT} alt="" fetchPriority="high" onLoad={settle} onError={settle} />
      <div className={styles.content} aria-live={playing ? 'off' : 'polite'}>
        <h1 className={styles.title}>
          {message.title}{' '}
          <span className={styles.highlight} data-color={message.highlightColor}>
            {message.highlight}
          </span>{' '}
          {message.title2}
        </h1>
        <p className={styles.text}>{message.content}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={HERO_PRIMARY_LINK}>
            {message.buttonText}
          </Link>
          <Link className={styles.secondary} to={HERO_SECONDARY.link}>
            {HERO_SECONDARY.text}
          </Link>
        </div>
      </div>
      <div className={styles.footer}>
        <div className={styles.controls}>
          {messages.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className={styles.pick}
              aria-label={`Show message ${position + 1} of ${messages.length}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
            />
          ))}
          <button type="button" className={styles.pause} aria-label={playing ? 'Pause messages' : 'Play messages'} onClick={toggle}>
            {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
          </button>
        </div>
        <ScrollDownButton targetId={nextSectionId} />
      </div>
    </div>
  );
}
