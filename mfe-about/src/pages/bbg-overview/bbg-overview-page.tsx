import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Section, SectionHeading, StatList, type CarouselConfig, type Stat } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import type { TickerSlide } from '../../content/bbg-overview';
import type { OverviewLabels, OverviewPageData } from '../../content/overview-pages';
import { TickerSection } from './ticker-section';

/** What /bbg-overview says, in whichever language: English's shapes, every language's words. */
interface BbgOverviewCopy {
  readonly overview: { readonly bbgOverviewPage: OverviewPageData; readonly overviewLabels: OverviewLabels };
  readonly page: {
    readonly tickerConfig: CarouselConfig;
    readonly tickerSlides: readonly TickerSlide[];
    readonly overviewStatsHeading: string;
    readonly overviewStats: readonly Stat[];
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ overview: () => import('../../content/overview-pages'), page: () => import('../../content/bbg-overview') }),
  fr: copyParts({ overview: () => import('../../content/fr/overview-pages'), page: () => import('../../content/fr/bbg-overview') }),
  ar: copyParts({ overview: () => import('../../content/ar/overview-pages'), page: () => import('../../content/ar/bbg-overview') }),
} satisfies CopyLoaders<BbgOverviewCopy>;

/** /bbg-overview: hero 9, the ticker, overview 21, the stats strip, news cards. */
export function Page({ copy: { overview, page } }: PageProps<BbgOverviewCopy>) {
  return (
    <OverviewPage page={overview.bbgOverviewPage} labels={overview.overviewLabels} lead={<TickerSection config={page.tickerConfig} slides={page.tickerSlides} />}>
      <Section tone="brand" labelledBy="overview-stats-title">
        <SectionHeading id="overview-stats-title" title={page.overviewStatsHeading} tone="light" />
        <StatList stats={page.overviewStats} />
      </Section>
    </OverviewPage>
  );
}
