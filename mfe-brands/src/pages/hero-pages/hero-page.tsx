import type { ReactNode } from 'react';
import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';

/** Hero (banner by id) first; it reports the page loaded once its image has, and the page's other sections follow. */
export function HeroPage({ heroId, children }: { readonly heroId: number; readonly children: ReactNode }) {
  return (
    <>
      <Banner id={heroId} />
      <AfterHero>{children}</AfterHero>
    </>
  );
}
