import type { ReactNode } from 'react';
import { InformationPageSection, NewsCards, BannerPage } from '@bbg/kit';
import type { OverviewLabels, OverviewPageData } from '../../content/overview-pages';

interface OverviewPageProps {
  readonly page: OverviewPageData;
  /** The frame's own words, in the document's language. */
  readonly labels: OverviewLabels;
  /** Sections of the page's own before the overview. */
  readonly lead?: ReactNode;
  /** Sections of the page's own between the overview and the news cards. */
  readonly children?: ReactNode;
}

/** "Hero, overview, news cards", from the page's record. */
export function OverviewPage({ page, labels, lead, children }: OverviewPageProps) {
  return (
    <BannerPage hero={page.hero}>
      {lead}
      <InformationPageSection page={page.overview} />
      {children}
      <NewsCards items={page.news} heading={labels.newsHeading} />
    </BannerPage>
  );
}
