import type { CopyLoaders, PageProps } from '@bbg/contract';
import { copyParts } from '@bbg/runtime';
import { OverviewPage } from '../../components/overview-page/overview-page';
import type { OverviewLabels, OverviewPageData } from '../../content/overview-pages';

/** What /values-mission says, in whichever language: English's shapes, every language's words. */
interface ValuesMissionCopy {
  readonly overview: { readonly valuesMissionPage: OverviewPageData; readonly overviewLabels: OverviewLabels };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ overview: () => import('../../content/overview-pages') }),
  fr: copyParts({ overview: () => import('../../content/fr/overview-pages') }),
  ar: copyParts({ overview: () => import('../../content/ar/overview-pages') }),
} satisfies CopyLoaders<ValuesMissionCopy>;

/** /values-mission: hero 16, overview 22, news cards 6. */
export function Page({ copy: { overview } }: PageProps<ValuesMissionCopy>) {
  return <OverviewPage page={overview.valuesMissionPage} labels={overview.overviewLabels} />;
}
