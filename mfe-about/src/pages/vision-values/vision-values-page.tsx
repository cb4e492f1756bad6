import type { CopyLoaders, PageProps } from '@bbg/contract';
import type { CarouselConfig } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { overviewCatalogues, visionValuesPage, type OverviewCopy } from '../../content/overview-pages';
import { valuesCarouselSettings, type CoreValue, type VisionCard } from '../../content/vision-values';
import { ValuesSection } from './values-section';
import { VisionSection } from './vision-section';

/** What /vision-values says, in whichever language: English's shapes, every language's words. */
interface VisionValuesCopy extends OverviewCopy {
  readonly page: {
    readonly visionCard: VisionCard;
    readonly valuesHeading: string;
    readonly coreValues: readonly CoreValue[];
    readonly valuesCarouselConfig: Pick<CarouselConfig, 'label'>;
  };
}

/** The page's words in each locale, each catalogue a chunk of its own. */
export const copy = {
  en: copyCatalogues<VisionValuesCopy>({ ...overviewCatalogues.en, page: () => import('../../content/en/vision-values.json') }),
  fr: copyCatalogues<VisionValuesCopy>({ ...overviewCatalogues.fr, page: () => import('../../content/fr/vision-values.json') }),
  ar: copyCatalogues<VisionValuesCopy>({ ...overviewCatalogues.ar, page: () => import('../../content/ar/vision-values.json') }),
} satisfies CopyLoaders<VisionValuesCopy>;

/** /vision-values: hero 10, the vision card, the values carousel, overview 24, news cards. */
export function Page({ copy: catalogues }: PageProps<VisionValuesCopy>) {
  const { page } = catalogues;
  return (
    <OverviewPage
      record={visionValuesPage}
      copy={catalogues}
      lead={
        <>
          <VisionSection card={page.visionCard} />
          <ValuesSection heading={page.valuesHeading} values={page.coreValues} config={{ ...valuesCarouselSettings, ...page.valuesCarouselConfig }} />
        </>
      }
    />
  );
}
