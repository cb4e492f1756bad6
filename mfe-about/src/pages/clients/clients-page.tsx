import type { CopyLoaders, PageProps } from '@bbg/contract';
import { copyCatalogues } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { clients } from '../../content/clients';
import { clientsPage, overviewCatalogues, type OverviewCopy } from '../../content/overview-pages';
import { ClientGrid } from './client-grid';

/** What /clients says, in whichever language: English's shapes, every language's words. */
interface ClientsCopy extends OverviewCopy {
  readonly page: { readonly clientsHeading: string; readonly clientsIntro: string };
}

/** The page's words in each locale, each catalogue a chunk of its own. */
export const copy = {
  en: copyCatalogues<ClientsCopy>({ ...overviewCatalogues.en, page: () => import('../../content/en/clients.json') }),
  fr: copyCatalogues<ClientsCopy>({ ...overviewCatalogues.fr, page: () => import('../../content/fr/clients.json') }),
  ar: copyCatalogues<ClientsCopy>({ ...overviewCatalogues.ar, page: () => import('../../content/ar/clients.json') }),
} satisfies CopyLoaders<ClientsCopy>;

/** /clients: hero 15, overview 9, the client logos (by the clients' own names, in every language), news cards. */
export function Page({ copy: catalogues }: PageProps<ClientsCopy>) {
  return (
    <OverviewPage record={clientsPage} copy={catalogues}>
      <ClientGrid heading={catalogues.page.clientsHeading} intro={catalogues.page.clientsIntro} clients={clients} />
    </OverviewPage>
  );
}
