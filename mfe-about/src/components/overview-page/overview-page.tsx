import type { ReactNode } from 'react';
import { InformationPageSection } from '@bbg/shared/ui/information-page/information-page';
import { NewsCards } from '@bbg/shared/ui/news-cards/news-cards';
import type { OverviewPageData } from '../../content/overview-pages';
import { BannerPage } from '@bbg/shared/ui/banner/banner-page';

interface OverviewPageProps {
  readonly page: OverviewPageData;
  /** Sections of the page's own before the overview. */
  readonly lead?: ReactNode;
  /** Sections of the page's own between the overview and the news cards. */
  readonly children?: ReactNode;
}

/** "Hero, overview, news cards", driven by the page's ids. */
export function OverviewPage({ page, lead, children }: OverviewPageProps) {
  return (
    <BannerPage heroId={page.heroId}>
      {lead}
      <InformationPageSection id={page.overviewId} />
      {children}
      <NewsCards id={page.newsId} />
    </BannerPage>
  );
}
