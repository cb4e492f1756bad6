import type { ReactNode } from 'react';
import { useLocation } from '@bbg/shared/platform';
import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';
import { findByPath, type RouteContent } from '../../content/route-content';
import { useHeroReveal } from './use-hero-reveal';

/** The content record of the route being shown, for a page component that serves several routes. */
export function useRouteContent<T extends RouteContent>(records: readonly T[]): T | undefined {
  return findByPath(records, useLocation().pathname);
}

/** Hero (banner by id) first; the page's other sections only once the hero image has loaded. */
export function HeroPage({ heroId, children }: { readonly heroId: number; readonly children: ReactNode }) {
  const { heroReady, revealSections } = useHeroReveal();
  return (
    <>
      <Banner id={heroId} onLoad={revealSections} />
      <AfterHero revealed={heroReady}>{children}</AfterHero>
    </>
  );
}
