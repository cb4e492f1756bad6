import { HeroFrame, ScrollDownButton } from '@bbg/kit';
import type { AboutHero as AboutHeroData } from '../../content/about-us';

interface AboutHeroProps {
  readonly hero: AboutHeroData;
  readonly nextId: string;
  /** Accessible name of the down-arrow. */
  readonly scrollLabel: string;
}

/** The first section of /about-us: its own hero; the text shows once the picture has loaded. */
export function AboutHero({ hero, nextId, scrollLabel }: AboutHeroProps) {
  return (
    <HeroFrame
      backdrop={{ art: hero.art }}
      eyebrow={hero.eyebrow}
      title={hero.title}
      highlight={hero.highlight}
      lead={hero.description}
      actions={<ScrollDownButton targetId={nextId} label={scrollLabel} />}
    />
  );
}
