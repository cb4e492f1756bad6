import { OverviewPage } from '../../components/overview-page/overview-page';
import { sustainabilityPage } from '../../content/overview-pages';

/** /sustainability: hero 18, overview 12, news cards 8. */
export function Page() {
  return <OverviewPage page={sustainabilityPage} />;
}
