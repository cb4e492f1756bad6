import type { CopyLoaders, PageProps } from '@bbg/contract';
import type { CarouselConfig } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import type { OverviewLabels, OverviewPageData } from '../../content/overview-pages';
import type { CoreValue, VisionCard } from '../../content/vision-values';
import { ValuesSection } from './values-section';
import { VisionSection } from './vision-section';

/** What /vision-values says, in whichever language: English's shapes, every language's words. */
interface VisionValuesCopy {
  readonly overview: { readonly visionValuesPage: OverviewPageData; readonly overviewLabels: OverviewLabels };
  readonly page: {
    readonly visionCard: VisionCard;
    readonly valuesHeading: string;
    readonly coreValues: readonly CoreValue[];
    readonly valuesCarouselConfig: CarouselConfig;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ overview: () => import('../../content/overview-pages'), page: () => import('../../content/vision-values') }),
  fr: copyParts({ overview: () => import('../../content/fr/overview-pages'), page: () => import('../../content/fr/vision-values') }),
  ar: copyParts({ overview: () => import('../../content/ar/overview-pages'), page: () => import('../../content/ar/vision-values') }),
} satisfies CopyLoaders<VisionValuesCopy>;

/** /vision-values: hero 10, the vision card, the values carousel, overview 24, news cards. */
export function Page({ copy: { overview, page } }: PageProps<VisionValuesCopy>) {
  return (
    <OverviewPage
      page={overview.visionValuesPage}
      labels={overview.overviewLabels}
      lead={
        <>
          <VisionSection card={page.visionCard} />
          <ValuesSection heading={page.valuesHeading} values={page.coreValues} config={page.valuesCarouselConfig} />
        </>
      }
    />
  );
}
