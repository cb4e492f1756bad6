import type { CopyLoaders, Locale, Words } from '@bbg/contract';
import { createCopyContext } from '@bbg/runtime';
import type { AboutCatalogue } from '../../content/home-about';
import type { BrandsCatalogue } from '../../content/home-brands';
import type { ExperienceCatalogue } from '../../content/home-experience';
import type { HeroCatalogue } from '../../content/home-hero';
import type { HistoryCatalogue } from '../../content/home-history';
import type { HomeLabelsCatalogue } from '../../content/home-labels';
import type { NewsCatalogue } from '../../content/home-news';
import type { PartnersCatalogue } from '../../content/home-partners';
import type { SectionsCatalogue } from '../../content/home-sections';

/** The home page's words in the document's locale, by section: one chunk per locale. */
export interface HomeCopy {
  readonly about: AboutCatalogue;
  readonly brands: BrandsCatalogue;
  readonly experience: ExperienceCatalogue;
  readonly hero: HeroCatalogue;
  readonly history: HistoryCatalogue;
  readonly news: NewsCatalogue;
  readonly partners: PartnersCatalogue;
  readonly sections: SectionsCatalogue;
  readonly labels: HomeLabelsCatalogue;
}

/**
 * Each locale's catalogues, a chunk per locale (`content/copy/home-<locale>.ts`), held to their words by typecheck and
 * to English's ids, links and list lengths by the build: read back as a HomeCopy.
 */
const homeCopy: CopyLoaders<Words<HomeCopy>> = {
  en: () => import('../../content/copy/home-en'),
  fr: () => import('../../content/copy/home-fr'),
  ar: () => import('../../content/copy/home-ar'),
};

export const loadHomeCopy = (locale: Locale): Promise<HomeCopy> => homeCopy[locale]() as Promise<HomeCopy>;

export const { CopyProvider: HomeCopyProvider, useCopy: useHomeCopy } = createCopyContext<HomeCopy>('The home page');
