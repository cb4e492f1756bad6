import type { CopyLoaders, PageProps } from '@bbg/contract';
import { AfterHero, Banner, type BannerEntry } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import type { InnovationPoint, InnovationTheme } from '../../content/our-innovation';
import { OpennessSection } from './openness-section';

/** What /our-innovation says, in whichever language: English's shapes, every language's words. */
interface OurInnovationCopy {
  readonly banners: { readonly banners: { readonly ourInnovation: BannerEntry } };
  readonly page: { readonly opennessTheme: InnovationTheme; readonly innovationPoints: readonly InnovationPoint[] };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ banners: () => import('../../content/banners'), page: () => import('../../content/our-innovation') }),
  fr: copyParts({ banners: () => import('../../content/fr/banners'), page: () => import('../../content/fr/our-innovation') }),
  ar: copyParts({ banners: () => import('../../content/ar/banners'), page: () => import('../../content/ar/our-innovation') }),
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
