import type { CopyLoaders, PageProps } from '@bbg/contract';
import { AfterHero, Banner, type BannerEntry } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import type { InnovationPoint, InnovationTheme } from '../../content/our-innovation';
import { OpennessSection } from './openness-section';

/** What /our-innovation says, in whichever language: English's shapes, every language's words. */
interface OurInnovationCopy {
  readonly banners: { readonly banners: { readonly ourInnovation: BannerEntry } };
  readonly page: { readonly opennessTheme: InnovationTheme; readonly innovationPoints: readonly InnovationPoint[] };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<OurInnovationCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/our-innovation.json') }),
  fr: copyCatalogues<OurInnovationCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/our-innovation.json') }),
  ar: copyCatalogues<OurInnovationCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/our-innovation.json') }),
} satisfies CopyLoaders<OurInnovationCopy>;

/**
 * /our-innovation: hero 12 (h1 "Our Innovation"), then the openness theme and its four points.
 * Like every hero page, the sections after the hero appear once the hero image has loaded (the hero reports the page loaded).
 */
export function Page({ copy: { banners, page } }: PageProps<OurInnovationCopy>) {
  return (
    <>
      <Banner entry={banners.banners.ourInnovation} />
      <AfterHero>
        <OpennessSection theme={page.opennessTheme} points={page.innovationPoints} />
      </AfterHero>
    </>
  );
}
