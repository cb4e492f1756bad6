import type { ReactNode } from 'react';
import { AfterHero } from '../after-hero/after-hero';
import { Banner } from './banner';

interface BannerPageProps {
  /** The generic banner entry that opens the page (the route's hero id). */
  readonly heroId: number;
  /** The sections after the hero: in the served HTML, shown once the hero image has loaded. */
  readonly children: ReactNode;
}

/**
 * A page that opens with a generic banner: the banner reports the page loaded once
 * its image has, and the page's other sections follow.
 */
export function BannerPage({ heroId, children }: BannerPageProps) {
  return (
    <>
      <Banner id={heroId} />
      <AfterHero>{children}</AfterHero>
    </>
  );
}
