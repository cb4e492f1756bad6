import type { PageProps } from '@bbg/contract';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { overviewCopy, valuesMissionPage, type OverviewCopy } from '../../content/overview-pages';

/** The page's words in each locale, each catalogue a chunk of its own. */
export const copy = overviewCopy;

/** /values-mission: hero 16, overview 22, news cards 6. */
export function Page({ copy: catalogues }: PageProps<OverviewCopy>) {
  return <OverviewPage record={valuesMissionPage} copy={catalogues} />;
}
