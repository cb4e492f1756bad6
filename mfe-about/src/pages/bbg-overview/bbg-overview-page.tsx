import { OverviewPage } from '../../components/overview-page/overview-page';
import { Section, SectionHeading, StatList } from '@bbg/kit';
import { overviewStats, overviewStatsHeading } from '../../content/bbg-overview';
import { bbgOverviewPage } from '../../content/overview-pages';
import { TickerSection } from './ticker-section';

/** /bbg-overview: hero 9, the ticker, overview 21, the stats strip, news cards. */
export function Page() {
  return (
    <OverviewPage page={bbgOverviewPage} lead={<TickerSection />}>
      <Section tone="brand" labelledBy="overview-stats-title">
        <SectionHeading id="overview-stats-title" title={overviewStatsHeading} tone="light" />
        <StatList stats={overviewStats} />
      </Section>
    </OverviewPage>
  );
}
