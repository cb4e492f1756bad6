import type { PageProps } from '@bbg/contract';
import { InformationPageSection, BannerPage } from '@bbg/kit';
import { DIVISION_DETAIL_ANCHOR, divisionPages, sharedSection, type DivisionPage } from '../../content/division-pages';
import { FullHeight } from '../hero-pages/full-height';
import { findContent } from '../../content/route-content';
import { PageNotFound } from '../hero-pages/page-not-found';
import { ClosingSection } from './closing-section';
import { ServiceList } from './service-list';
import { ValuesMissionSection } from './values-mission-section';

/**
 * /gsa, /logistics and /it, chosen by the route's content key: hero, detail section (information page and services),
 * the shared values-and-mission section (banner entry 16), closing section.
 */
export function Page({ route }: PageProps) {
  const page = findContent<DivisionPage>(divisionPages, route.content);
  if (!page) return <PageNotFound />;
  return (
    <BannerPage hero={page.hero}>
      <FullHeight tone="white">
        <InformationPageSection page={page.detail} anchorId={DIVISION_DETAIL_ANCHOR} label={page.detailLabel} />
        <ServiceList label={page.servicesLabel} services={page.services} />
      </FullHeight>
      <FullHeight tone="dark">
        <ValuesMissionSection content={sharedSection} />
      </FullHeight>
      <FullHeight tone="tint">
        <ClosingSection closing={page.closing} />
      </FullHeight>
    </BannerPage>
  );
}
