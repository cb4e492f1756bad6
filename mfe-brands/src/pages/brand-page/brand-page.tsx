import type { CopyLoaders, PageProps } from '@bbg/contract';
import { InformationPageSection, BannerPage } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { brandPage, type BrandPageCopy } from '../../content/brand-pages';
import { routePageCatalogues } from '../../content/route-content';
import { FullHeight } from '../hero-pages/full-height';
import { PageNotFound } from '../hero-pages/page-not-found';
import { BrandSlider } from './brand-slider';

/** The pages' words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<BrandPageCopy>({ ...routePageCatalogues.en, page: () => import('../../content/en/brand-pages.json'), slides: () => import('../../content/en/brand-slides.json') }),
  fr: copyCatalogues<BrandPageCopy>({ ...routePageCatalogues.fr, page: () => import('../../content/fr/brand-pages.json'), slides: () => import('../../content/fr/brand-slides.json') }),
  ar: copyCatalogues<BrandPageCopy>({ ...routePageCatalogues.ar, page: () => import('../../content/ar/brand-pages.json'), slides: () => import('../../content/ar/brand-slides.json') }),
} satisfies CopyLoaders<BrandPageCopy>;

/**
 * Every brand page (/spj, /next-holidays, /blueberry-travels, /friends-travel, /Yashika-fashion, /mgt), chosen by
 * its route's content key: hero, overview with the brand's logo linked to its site, then the brand slider.
 */
export function Page({ route, copy }: PageProps<BrandPageCopy>) {
  const labels = copy.page.brandPageLabels;
  const page = brandPage(copy, route.content);
  if (!page) return <PageNotFound message={labels.notFound} />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.information} label={page.overviewLabel} />
      </FullHeight>
      <FullHeight tone="tint">
        <BrandSlider slider={page.slider} site={page.site} notFound={copy.slides.SLIDE_NOT_FOUND} newTabNote={labels.newTabNote} />
      </FullHeight>
    </BannerPage>
  );
}
