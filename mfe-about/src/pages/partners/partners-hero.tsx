import { Button } from '@bbg/shared/ui/button/button';
import { HeroFrame } from '@bbg/shared/ui/hero-frame/hero-frame';
import { ScrollDownButton } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { scrollToId } from '@bbg/shared/ui/scroll-sections/scroll-to';
import type { PartnersHero as PartnersHeroCopy } from '../../content/partners';
import styles from './partners-hero.module.css';

interface PartnersHeroProps {
  readonly copy: PartnersHeroCopy;
  /** The section that Explore Now and the arrow scroll to. */
  readonly nextId: string;
}

/** The page's own hero, on the kit's HeroFrame: its stats under the lead, then Explore Now and the arrow. */
export function PartnersHero({ copy, nextId }: PartnersHeroProps) {
  return (
    <HeroFrame
      backdrop={{ art: 'people' }}
      eyebrow={copy.eyebrow}
      title={copy.title}
      highlight={copy.highlight}
      lead={copy.description}
      actions={
        <>
          <Button variant="light" onClick={() => scrollToId(nextId)}>{copy.buttonText}</Button>
          <ScrollDownButton targetId={nextId} />
        </>
      }
    >
      <ul className={styles.stats}>
        {copy.stats.map((stat) => (
          <li key={stat.id} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span> <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </HeroFrame>
  );
}
