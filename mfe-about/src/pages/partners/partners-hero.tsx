import { HeroFrame, HeroStats, ScrollDownButton, SectionLink } from '@bbg/kit';
import type { PartnersHero as PartnersHeroCopy } from '../../content/partners';

interface PartnersHeroProps {
  readonly copy: PartnersHeroCopy;
  /** The section that Explore Now and the arrow scroll to. */
  readonly nextId: string;
  /** Accessible name of the down-arrow. */
  readonly scrollLabel: string;
}

/** The page's own hero, on the kit's HeroFrame: its stats under the lead, then Explore Now and the arrow. */
export function PartnersHero({ copy, nextId, scrollLabel }: PartnersHeroProps) {
  return (
    <HeroFrame
      backdrop={{ art: 'people' }}
      eyebrow={copy.eyebrow}
      title={copy.title}
      highlight={copy.highlight}
      lead={copy.description}
      actions={
        <>
          <SectionLink variant="light" targetId={nextId}>
            {copy.buttonText}
          </SectionLink>
          <ScrollDownButton targetId={nextId} label={scrollLabel} />
        </>
      }
    >
      <HeroStats stats={copy.stats} />
    </HeroFrame>
  );
}
