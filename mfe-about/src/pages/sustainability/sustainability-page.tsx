import type { CopyLoaders, PageProps } from '@bbg/contract';
import { copyParts } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import type { OverviewLabels, OverviewPageData } from '../../content/overview-pages';

/** What /sustainability says, in whichever language: English's shapes, every language's words. */
interface SustainabilityCopy {
  readonly overview: { readonly sustainabilityPage: OverviewPageData; readonly overviewLabels: OverviewLabels };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ overview: () => import('../../content/overview-pages') }),
  fr: copyParts({ overview: () => import('../../content/fr/overview-pages') }),
  ar: copyParts({ overview: () => import('../../content/ar/overview-pages') }),
} satisfies CopyLoaders<SustainabilityCopy>;

/** /sustainability: hero 18, overview 12, news cards 8. */
export function Page({ copy: { overview } }: PageProps<SustainabilityCopy>) {
  return <OverviewPage page={overview.sustainabilityPage} labels={overview.overviewLabels} />;
}
