import { OverviewPage } from '../../components/overview-page/overview-page';
import { clients, clientsHeading, clientsIntro } from '../../content/clients';
import { clientsPage } from '../../content/overview-pages';
import { ClientGrid } from './client-grid';

/** /clients: hero 15, overview 9, the client logos, news cards. */
export function Page() {
  return (
    <OverviewPage page={clientsPage}>
      <ClientGrid heading={clientsHeading} intro={clientsIntro} clients={clients} />
    </OverviewPage>
  );
}
