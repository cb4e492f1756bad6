import type { CopyLoaders, PageProps } from '@bbg/contract';
import { copyParts } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { clients } from '../../content/clients';
import type { OverviewLabels, OverviewPageData } from '../../content/overview-pages';
import { ClientGrid } from './client-grid';

/** What /clients says, in whichever language: English's shapes, every language's words. */
interface ClientsCopy {
  readonly overview: { readonly clientsPage: OverviewPageData; readonly overviewLabels: OverviewLabels };
  readonly page: { readonly clientsHeading: string; readonly clientsIntro: string };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ overview: () => import('../../content/overview-pages'), page: () => import('../../content/clients') }),
  fr: copyParts({ overview: () => import('../../content/fr/overview-pages'), page: () => import('../../content/fr/clients') }),
  ar: copyParts({ overview: () => import('../../content/ar/overview-pages'), page: () => import('../../content/ar/clients') }),
} satisfies CopyLoaders<ClientsCopy>;

/** /clients: hero 15, overview 9, the client logos (by the clients' own names, in every language), news cards. */
export function Page({ copy: { overview, page } }: PageProps<ClientsCopy>) {
  return (
    <OverviewPage page={overview.clientsPage} labels={overview.overviewLabels}>
      <ClientGrid heading={page.clientsHeading} intro={page.clientsIntro} clients={clients} />
    </OverviewPage>
  );
}
