import { HeroFrame, HeroStats } from '@bbg/kit';
import type { WorldWideBannerCopy } from '../../content/world-wide';

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
      <HeroStats stats={copy.stats} />
    </HeroFrame>
  );
}
