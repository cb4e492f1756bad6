import type { PageProps } from '@bbg/contract';
import { InformationPageSection, NewsCards, BannerPage } from '@bbg/kit';
import { BUSINESS_OVERVIEW_ANCHOR, businessPages, type BusinessPage } from '../../content/business-pages';
import { FullHeight } from '../hero-pages/full-height';
import { findContent } from '../../content/route-content';
import { PageNotFound } from '../hero-pages/page-not-found';

/**
 * Every business page (/business-overview, /travel, /electronics, /fashion, /general-trading, /dmc), chosen by
 * its route's content key: hero, overview (on /fashion with the airport fashion store), news cards.
 */
export function Page({ route }: PageProps) {
  const page = findContent<BusinessPage>(businessPages, route.content);
  if (!page) return <PageNotFound />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.information} anchorId={BUSINESS_OVERVIEW_ANCHOR} label={page.overviewLabel} />
      </FullHeight>
      <FullHeight tone="grey">
        <NewsCards items={page.news} />
      </FullHeight>
    </BannerPage>
  );
}
