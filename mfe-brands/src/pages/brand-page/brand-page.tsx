import type { CopyLoaders, PageProps } from '@bbg/contract';
import { InformationPageSection, BannerPage } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import type { BrandPage, BrandPageLabels } from '../../content/brand-pages';
import { FullHeight } from '../hero-pages/full-height';
import { findContent } from '../../content/route-content';
import { PageNotFound } from '../hero-pages/page-not-found';
import { BrandSlider } from './brand-slider';

/** What the brand pages say, in whichever language: English's shapes, every language's words. */
interface BrandPageCopy {
  readonly page: { readonly brandPages: readonly BrandPage[]; readonly brandPageLabels: BrandPageLabels };
  readonly slides: { readonly SLIDE_NOT_FOUND: string };
}

/** The pages' words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ page: () => import('../../content/brand-pages'), slides: () => import('../../content/brand-slides') }),
  fr: copyParts({ page: () => import('../../content/fr/brand-pages'), slides: () => import('../../content/fr/brand-slides') }),
  ar: copyParts({ page: () => import('../../content/ar/brand-pages'), slides: () => import('../../content/ar/brand-slides') }),
} satisfies CopyLoaders<BrandPageCopy>;

/**
 * Every brand page (/spj, /next-holidays, /blueberry-travels, /friends-travel, /Yashika-fashion, /mgt), chosen by
 * its route's content key: hero, overview with the brand's logo linked to its site, then the brand slider.
 */
export function Page({ route, copy: { page: words, slides } }: PageProps<BrandPageCopy>) {
  const labels = words.brandPageLabels;
  const page = findContent(words.brandPages, route.content);
  if (!page) return <PageNotFound message={labels.notFound} />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.information} label={page.overviewLabel} />
      </FullHeight>
      <FullHeight tone="tint">
        <BrandSlider slider={page.slider} notFound={slides.SLIDE_NOT_FOUND} newTabNote={labels.newTabNote} />
      </FullHeight>
    </BannerPage>
  );
}
