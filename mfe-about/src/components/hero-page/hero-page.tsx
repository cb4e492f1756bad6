import { useCallback, useState, type ReactNode } from 'react';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';

interface HeroPageProps {
  /** The generic banner entry that opens the page (ROUTE-MAP.md "hero"). */
  readonly heroId: number;
  /** The sections after the hero: rendered only once the hero image has loaded. */
  readonly children: ReactNode;
}

/**
 * Every hero page of this remote (spec "Generic banner screen"): the banner first, the other sections only
 * once its image has loaded, and then the page reports itself loaded.
 */
export function HeroPage({ heroId, children }: HeroPageProps) {
  const [heroReady, setHeroReady] = useState(false);
  useReportPageLoaded(heroReady);
  const revealSections = useCallback(() => setHeroReady(true), []);

  return (
    <>
      <Banner id={heroId} onLoad={revealSections} />
      <AfterHero revealed={heroReady}>{children}</AfterHero>
    </>
  );
}
