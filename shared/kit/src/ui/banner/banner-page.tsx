import type { ReactNode } from 'react';
import type { BannerEntry } from '../../content/banners';
import { AfterHero } from '../after-hero/after-hero';
import { Banner } from './banner';

interface BannerPageProps {
  /** The generic banner entry that opens the page (the route's hero). */
  readonly hero: BannerEntry;
  /** The sections after the hero: in the served HTML, shown once the hero image has loaded. */
  readonly children: ReactNode;
}

/**
 * A page that opens with a generic banner: the banner reports the page loaded once
 * its image has, and the page's other sections follow.
 */
export function BannerPage({ hero, children }: BannerPageProps) {
  return (
    <>
      <Banner entry={hero} />
      <AfterHero>{children}</AfterHero>
    </>
  );
}
