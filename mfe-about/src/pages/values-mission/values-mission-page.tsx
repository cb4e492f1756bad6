import { OverviewPage } from '../../components/overview-page/overview-page';
import { valuesMissionPage } from '../../content/overview-pages';

/** /values-mission: hero 16, overview 22, news cards 6. */
export function Page() {
  return <OverviewPage page={valuesMissionPage} />;
}
