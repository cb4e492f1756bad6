import type { CopyLoaders, PageProps } from '@bbg/contract';
import { InformationPageSection, NewsCards, BannerPage } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import { BUSINESS_OVERVIEW_ANCHOR, type BusinessPage, type BusinessPageLabels } from '../../content/business-pages';
import { FullHeight } from '../hero-pages/full-height';
import { findContent } from '../../content/route-content';
import { PageNotFound } from '../hero-pages/page-not-found';

/** What the business pages say, in whichever language: English's shapes, every language's words. */
interface BusinessPageCopy {
  readonly page: { readonly businessPages: readonly BusinessPage[]; readonly businessPageLabels: BusinessPageLabels };
}

/** The pages' words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ page: () => import('../../content/business-pages') }),
  fr: copyParts({ page: () => import('../../content/fr/business-pages') }),
  ar: copyParts({ page: () => import('../../content/ar/business-pages') }),
} satisfies CopyLoaders<BusinessPageCopy>;

/**
 * Every business page (/business-overview, /travel, /electronics, /fashion, /general-trading, /dmc), chosen by
 * its route's content key: hero, overview (on /fashion with the airport fashion store), news cards.
 */
export function Page({ route, copy: { page: words } }: PageProps<BusinessPageCopy>) {
  const page = findContent(words.businessPages, route.content);
  if (!page) return <PageNotFound message={words.businessPageLabels.notFound} />;
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
