import type { CopyLoaders, PageProps } from '@bbg/contract';
import { InformationPageSection, NewsCards, BannerPage } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { BUSINESS_OVERVIEW_ANCHOR, businessPage, type BusinessPageCopy } from '../../content/business-pages';
import { routePageCatalogues } from '../../content/route-content';
import { FullHeight } from '../hero-pages/full-height';
import { PageNotFound } from '../hero-pages/page-not-found';

/** The pages' words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<BusinessPageCopy>({ ...routePageCatalogues.en, page: () => import('../../content/en/business-pages.json'), news: () => import('../../content/en/news-cards.json') }),
  fr: copyCatalogues<BusinessPageCopy>({ ...routePageCatalogues.fr, page: () => import('../../content/fr/business-pages.json'), news: () => import('../../content/fr/news-cards.json') }),
  ar: copyCatalogues<BusinessPageCopy>({ ...routePageCatalogues.ar, page: () => import('../../content/ar/business-pages.json'), news: () => import('../../content/ar/news-cards.json') }),
} satisfies CopyLoaders<BusinessPageCopy>;

/**
 * Every business page (/business-overview, /travel, /electronics, /fashion, /general-trading, /dmc), chosen by
 * its route's content key: hero, overview (on /fashion with the airport fashion store), news cards.
 */
export function Page({ route, copy }: PageProps<BusinessPageCopy>) {
  const page = businessPage(copy, route.content);
  if (!page) return <PageNotFound message={copy.page.businessPageLabels.notFound} />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.information} anchorId={BUSINESS_OVERVIEW_ANCHOR} label={page.overviewLabel} />
      </FullHeight>
      <FullHeight tone="grey">
        <NewsCards items={page.news} heading={copy.page.businessPageLabels.newsHeading} />
      </FullHeight>
    </BannerPage>
  );
}
