import type { ReactNode } from 'react';
import { InformationPageSection, NewsCards, BannerPage } from '@bbg/kit';
import { overviewPageData, type OverviewCopy, type OverviewPageRecord } from '../../content/overview-pages';

interface OverviewPageProps {
  /** Which hero, overview and news cards the page shows. */
  readonly record: OverviewPageRecord;
  /** The catalogues they come from, and the frame's own words, in the document's language. */
  readonly copy: OverviewCopy;
  /** Sections of the page's own before the overview. */
  readonly lead?: ReactNode;
  /** Sections of the page's own between the overview and the news cards. */
  readonly children?: ReactNode;
}

/** "Hero, overview, news cards", from the page's record. */
export function OverviewPage({ record, copy, lead, children }: OverviewPageProps) {
  const page = overviewPageData(record, copy);
  return (
    <BannerPage hero={page.hero}>
      {lead}
      <InformationPageSection page={page.overview} />
      {children}
      <NewsCards items={page.news} heading={copy.overview.overviewLabels.newsHeading} />
    </BannerPage>
  );
}
