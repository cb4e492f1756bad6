import type { Translation } from '@bbg/contract';
import type * as en from '../business-pages';
import { banners } from './banners';
import { informationPages } from './information-pages';
import { newsCardSets } from './news-cards';

/** The entries each business page is specified with, in Arabic. */
export const businessPages = [
  { content: 'business-overview', pageName: 'نظرة عامة على الأعمال', hero: banners.businessOverview, information: informationPages.businessOverview, news: newsCardSets.businessOverview },
  { content: 'travel', pageName: 'السفر', hero: banners.travel, information: informationPages.travel, news: newsCardSets.travel },
  { content: 'electronics', pageName: 'الإلكترونيات', hero: banners.electronics, information: informationPages.electronics, news: newsCardSets.electronics },
  { content: 'fashion', pageName: 'الأزياء', hero: banners.fashion, information: informationPages.fashion, news: newsCardSets.fashion },
  { content: 'general-trading', pageName: 'التجارة العامة', hero: banners.generalTrading, information: informationPages.generalTrading, news: newsCardSets.generalTrading },
  { content: 'dmc', pageName: 'DMC', hero: banners.dmc, information: informationPages.dmc, news: newsCardSets.dmc, overviewLabel: 'نبذة عن شركتنا لإدارة الوجهات' },
] as const satisfies Translation<typeof en.businessPages>;

export const businessPageLabels = {
  notFound: 'لا توجد بيانات لهذا المعرّف.',
} as const satisfies Translation<typeof en.businessPageLabels>;
