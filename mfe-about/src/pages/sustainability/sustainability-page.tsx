import type { PageProps } from '@bbg/contract';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { overviewCopy, sustainabilityPage, type OverviewCopy } from '../../content/overview-pages';

/** The page's words in each locale, each catalogue a chunk of its own. */
export const copy = overviewCopy;

/** /sustainability: hero 18, overview 12, news cards 8. */
export function Page({ copy: catalogues }: PageProps<OverviewCopy>) {
  return <OverviewPage record={sustainabilityPage} copy={catalogues} />;
}
