import type { ReactNode } from 'react';
import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';
import { useHeroReveal } from './use-hero-reveal';

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
