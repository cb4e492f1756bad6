import type { CopyLoaders, Locale, Translation } from '@bbg/contract';
import { createCopyContext } from '@bbg/runtime';
import type * as about from '../../content/home-about';
import type * as brands from '../../content/home-brands';
import type * as experience from '../../content/home-experience';
import type * as hero from '../../content/home-hero';
import type * as history from '../../content/home-history';
import type * as labels from '../../content/home-labels';
import type * as news from '../../content/home-news';
import type * as partners from '../../content/home-partners';
import type * as sections from '../../content/home-sections';

/** The home page's words in the document's locale, by section: one chunk per locale. */
export interface HomeCopy {
  readonly about: Translation<Pick<typeof about, 'beliefWords' | 'aboutBlurb' | 'homeFacts'>>;
  readonly brands: Translation<Pick<typeof brands, 'brandsIntro' | 'brandSlides'>>;
  readonly experience: Translation<Pick<typeof experience, 'experienceIntro' | 'visionCards' | 'experienceLogos'>>;
  readonly hero: Translation<Pick<typeof hero, 'heroMessages' | 'HERO_SECONDARY'>>;
  readonly history: Translation<Pick<typeof history, 'timelineIntro' | 'timeline' | 'cultureIntro' | 'culturePhotos'>>;
  readonly news: Translation<Pick<typeof news, 'HOME_NEWS_DATE' | 'newsIntro' | 'homeNews'>>;
  readonly partners: Translation<Pick<typeof partners, 'partnersIntro' | 'achieveCards' | 'partnerLogos'>>;
  readonly sections: Translation<Pick<typeof sections, 'homeSections' | 'closingCallToAction'>>;
  readonly labels: Translation<typeof labels>;
}

const homeCopy = {
  en: () => import('../../content/copy/home-en'),
  fr: () => import('../../content/copy/home-fr'),
  ar: () => import('../../content/copy/home-ar'),
} satisfies CopyLoaders<HomeCopy>;

export const loadHomeCopy = (locale: Locale): Promise<HomeCopy> => homeCopy[locale]();

export const { CopyProvider: HomeCopyProvider, useCopy: useHomeCopy } = createCopyContext<HomeCopy>('The home page');
