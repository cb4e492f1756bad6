import type { ReactNode } from 'react';
import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';

interface HeroPageProps {
  /** The generic banner entry that opens the page (ROUTE-MAP.md "hero"). */
  readonly heroId: number;
  /** The sections after the hero: rendered only once the hero image has loaded. */
  readonly children: ReactNode;
}

/**
 * Every hero page of this remote (spec "Generic banner screen"): the banner first; once its image has loaded it
 * reports the page loaded, and the other sections follow.
 */
export function HeroPage({ heroId, children }: HeroPageProps) {
  return (
    <>
      <Banner id={heroId} />
      <AfterHero>{children}</AfterHero>
    </>
  );
}
