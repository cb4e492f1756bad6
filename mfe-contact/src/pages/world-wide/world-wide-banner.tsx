import { HeroFrame } from '@bbg/shared/ui/hero-frame/hero-frame';
import type { WorldWideBannerCopy } from '../../content/world-wide';
import styles from './world-wide-banner.module.css';

interface WorldWideBannerProps {
  readonly copy: WorldWideBannerCopy;
  /** Id of the section the down-arrow scrolls to. */
  readonly nextSectionId: string;
}

/** The page's own hero, on the kit's HeroFrame: its three stats under the subtitle, the down-arrow at the foot. */
export function WorldWideBanner({ copy, nextSectionId }: WorldWideBannerProps) {
  return (
    <HeroFrame
      backdrop={{ art: copy.image }}
      title={copy.title}
      highlight={copy.highlight}
      lead={copy.subtitle}
      scrollDown={{ targetId: nextSectionId, label: copy.nextLabel }}
      wide
    >
      <ul className={styles.stats}>
        {copy.stats.map((stat) => (
          <li key={stat.id} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </HeroFrame>
  );
}
