import type { CopyLoaders, PageProps } from '@bbg/contract';
import { InformationPageSection, BannerPage } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import { DIVISION_DETAIL_ANCHOR, divisionBrands, type DivisionPage, type DivisionPageLabels, type SharedSection } from '../../content/division-pages';
import { FullHeight } from '../hero-pages/full-height';
import { findContent } from '../../content/route-content';
import { PageNotFound } from '../hero-pages/page-not-found';
import { ClosingSection } from './closing-section';
import { ServiceList } from './service-list';
import { ValuesMissionSection } from './values-mission-section';

/** What the division pages say, in whichever language: English's shapes, every language's words. */
interface DivisionPageCopy {
  readonly page: {
    readonly divisionPages: readonly DivisionPage[];
    readonly sharedSection: SharedSection;
    readonly divisionPageLabels: DivisionPageLabels;
  };
}

/** The pages' words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ page: () => import('../../content/division-pages') }),
  fr: copyParts({ page: () => import('../../content/fr/division-pages') }),
  ar: copyParts({ page: () => import('../../content/ar/division-pages') }),
} satisfies CopyLoaders<DivisionPageCopy>;

/**
 * /gsa, /logistics and /it, chosen by the route's content key: hero, detail section (information page and services),
 * the shared values-and-mission section (banner entry 16), closing section with the division's brands.
 */
export function Page({ route, copy: { page: words } }: PageProps<DivisionPageCopy>) {
  const labels = words.divisionPageLabels;
  const page = findContent(words.divisionPages, route.content);
  if (!page) return <PageNotFound message={labels.notFound} />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.detail} anchorId={DIVISION_DETAIL_ANCHOR} label={page.detailLabel} />
        <ServiceList label={page.servicesLabel} services={page.services} />
      </FullHeight>
      <FullHeight tone="dark">
        <ValuesMissionSection content={words.sharedSection} />
      </FullHeight>
      <FullHeight tone="tint">
        <ClosingSection closing={page.closing} brands={divisionBrands[page.content] ?? []} brandSiteNote={labels.brandSiteNote} />
      </FullHeight>
    </BannerPage>
  );
}
