import { Pause, Play } from 'lucide-react';
import { preload } from 'react-dom';
import { artImage, Button, HeroFrame, ScrollDownButton } from '@bbg/kit';
import type { HeroMessage } from '../../../content/home-hero';
import { HERO_ART, HERO_PRIMARY_LINK, HERO_ROTATION_MS } from '../../../content/home-hero';
import { fill } from '@bbg/contract';
import { useHomeCopy } from '../home-copy';
import { useRotation } from './use-rotation';
import styles from './hero-section.module.css';

interface HeroSectionProps {
  readonly messages: readonly HeroMessage[];
  readonly nextSectionId: string;
}

/** Home hero: three rotating messages (8000 ms, pausable), Know More, Connect with us and the down-arrow. */
export function HeroSection({ messages, nextSectionId }: HeroSectionProps) {
  const { index, playing, toggle, show } = useRotation(messages.length, HERO_ROTATION_MS);
  const { hero, labels } = useHomeCopy();
  const { HERO_SECONDARY } = hero;
  const words = labels.homeLabels;
  // The hero image is the one thing the home page preloads: the width the hero's <img> will pick (its srcSet and sizes).
  const heroArt = artImage(HERO_ART);
  preload(heroArt.src, { as: 'image', fetchPriority: 'high', imageSrcSet: heroArt.srcSet, imageSizes: heroArt.sizes });

  const message = messages[index] ?? messages[0];
  if (!message) return null;
  const controls = (
    <div className={styles.controls}>
      {messages.map((item, position) => (
        <button
          key={item.id}
          type="button"
          className={styles.pick}
          aria-label={fill(words.showMessage, { n: position + 1, count: messages.length })}
          aria-current={position === index ? 'true' : undefined}
          onClick={() => show(position)}
        />
      ))}
      <button type="button" className={styles.pause} aria-label={playing ? words.pauseMessages : words.playMessages} onClick={toggle}>
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
      </button>
    </div>
  );
  return (
    <HeroFrame
      backdrop={{ art: HERO_ART }}
      title={message.title}
      highlight={message.highlight}
      highlightColor={message.highlightColor}
      titleEnd={message.title2}
      lead={message.content}
      actions={
        <>
          <Button variant="light" to={HERO_PRIMARY_LINK}>{message.buttonText}</Button>
          <Button variant="outline" to={HERO_SECONDARY.link}>
            {HERO_SECONDARY.text}
          </Button>
        </>
      }
      footer={
        <>
          {controls}
          <ScrollDownButton targetId={nextSectionId} />
        </>
      }
      wide
      rotating={message.id}
      live={playing ? 'off' : 'polite'}
    />
  );
}
