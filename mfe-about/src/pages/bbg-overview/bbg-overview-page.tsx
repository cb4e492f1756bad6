import { OverviewPage } from '../../components/overview-page/overview-page';
import { StatsStrip } from '../../components/stats-strip/stats-strip';
import { overviewStats, overviewStatsHeading } from '../../content/bbg-overview';
import { bbgOverviewPage } from '../../content/overview-pages';
import { TickerSection } from './ticker-section';

/** /bbg-overview: hero 9, the ticker, overview 21, the stats strip, news cards. */
export function Page() {
  return (
    <OverviewPage page={bbgOverviewPage} lead={<TickerSection />}>
      <section aria-label={overviewStatsHeading}>
        <StatsStrip heading={overviewStatsHeading} stats={overviewStats} />
      </section>
    </OverviewPage>
  );
}
