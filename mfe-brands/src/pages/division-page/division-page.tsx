import type { CopyLoaders, PageProps } from '@bbg/contract';
import { InformationPageSection, BannerPage } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { DIVISION_DETAIL_ANCHOR, divisionBrands, divisionPage, type DivisionPageCopy } from '../../content/division-pages';
import { routePageCatalogues } from '../../content/route-content';
import { FullHeight } from '../hero-pages/full-height';
import { PageNotFound } from '../hero-pages/page-not-found';
import { ClosingSection } from './closing-section';
import { ServiceList } from './service-list';
import { ValuesMissionSection } from './values-mission-section';

/** The pages' words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<DivisionPageCopy>({ ...routePageCatalogues.en, page: () => import('../../content/en/division-pages.json') }),
  fr: copyCatalogues<DivisionPageCopy>({ ...routePageCatalogues.fr, page: () => import('../../content/fr/division-pages.json') }),
  ar: copyCatalogues<DivisionPageCopy>({ ...routePageCatalogues.ar, page: () => import('../../content/ar/division-pages.json') }),
} satisfies CopyLoaders<DivisionPageCopy>;

/**
 * /gsa, /logistics and /it, chosen by the route's content key: hero, detail section (information page and services),
 * the shared values-and-mission section (banner entry 16), closing section with the division's brands.
 */
export function Page({ route, copy }: PageProps<DivisionPageCopy>) {
  const labels = copy.page.divisionPageLabels;
  const page = divisionPage(copy, route.content);
  if (!page) return <PageNotFound message={labels.notFound} />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.information} anchorId={DIVISION_DETAIL_ANCHOR} label={page.detailLabel} />
        <ServiceList label={page.servicesLabel} services={page.services} />
      </FullHeight>
      <FullHeight tone="dark">
        <ValuesMissionSection content={copy.page.sharedSection} />
      </FullHeight>
      <FullHeight tone="tint">
        <ClosingSection closing={page.closing} brands={divisionBrands[page.content] ?? []} brandSiteNote={labels.brandSiteNote} />
      </FullHeight>
    </BannerPage>
  );
}
