import type { PageProps } from '@bbg/contract';
import { InformationPageSection, BannerPage } from '@bbg/kit';
import { brandPages } from '../../content/brand-pages';
import { FullHeight } from '../hero-pages/full-height';
import { findContent } from '../../content/route-content';
import { PageNotFound } from '../hero-pages/page-not-found';
import { BrandSlider } from './brand-slider';

/**
 * Every brand page (/spj, /next-holidays, /blueberry-travels, /friends-travel, /Yashika-fashion, /mgt), chosen by
 * its route's content key: hero, overview with the brand's logo linked to its site, then the brand slider.
 */
export function Page({ route }: PageProps) {
  const page = findContent(brandPages, route.content);
  if (!page) return <PageNotFound />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.information} label={page.overviewLabel} />
      </FullHeight>
      <FullHeight tone="tint">
        <BrandSlider slider={page.slider} />
      </FullHeight>
    </BannerPage>
  );
}
