import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Section, SectionHeading, StatList, type CarouselConfig, type Stat } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { tickerSettings, tickerSlides } from '../../content/bbg-overview';
import { bbgOverviewPage, overviewCatalogues, type OverviewCopy } from '../../content/overview-pages';
import { TickerSection } from './ticker-section';

/** What /bbg-overview says, in whichever language: English's shapes, every language's words. */
interface BbgOverviewCopy extends OverviewCopy {
  readonly page: {
    readonly tickerWords: readonly string[];
    readonly tickerConfig: Pick<CarouselConfig, 'label'>;
    readonly overviewStatsHeading: string;
    readonly overviewStats: readonly Stat[];
  };
}

/** The page's words in each locale, each catalogue a chunk of its own. */
export const copy = {
  en: copyCatalogues<BbgOverviewCopy>({ ...overviewCatalogues.en, page: () => import('../../content/en/bbg-overview.json') }),
  fr: copyCatalogues<BbgOverviewCopy>({ ...overviewCatalogues.fr, page: () => import('../../content/fr/bbg-overview.json') }),
  ar: copyCatalogues<BbgOverviewCopy>({ ...overviewCatalogues.ar, page: () => import('../../content/ar/bbg-overview.json') }),
} satisfies CopyLoaders<BbgOverviewCopy>;

/** /bbg-overview: hero 9, the ticker, overview 21, the stats strip, news cards. */
export function Page({ copy: catalogues }: PageProps<BbgOverviewCopy>) {
  const { page } = catalogues;
  const ticker = <TickerSection config={{ ...tickerSettings, ...page.tickerConfig }} slides={tickerSlides(page.tickerWords)} />;
  return (
    <OverviewPage record={bbgOverviewPage} copy={catalogues} lead={ticker}>
      <Section tone="brand" labelledBy="overview-stats-title">
        <SectionHeading id="overview-stats-title" title={page.overviewStatsHeading} tone="light" />
        <StatList stats={page.overviewStats} />
      </Section>
    </OverviewPage>
  );
}
