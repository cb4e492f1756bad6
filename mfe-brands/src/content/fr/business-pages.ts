import type { Translation } from '@bbg/contract';
import type * as en from '../business-pages';
import { banners } from './banners';
import { informationPages } from './information-pages';
import { newsCardSets } from './news-cards';

/** The entries each business page is specified with, in French (the `content` keys are the routes'). */
export const businessPages = [
  { content: 'business-overview', pageName: 'Panorama des activités', hero: banners.businessOverview, information: informationPages.businessOverview, news: newsCardSets.businessOverview },
  { content: 'travel', pageName: 'Voyage', hero: banners.travel, information: informationPages.travel, news: newsCardSets.travel },
  { content: 'electronics', pageName: 'Électronique', hero: banners.electronics, information: informationPages.electronics, news: newsCardSets.electronics },
  { content: 'fashion', pageName: 'Mode', hero: banners.fashion, information: informationPages.fashion, news: newsCardSets.fashion },
  { content: 'general-trading', pageName: 'Négoce général', hero: banners.generalTrading, information: informationPages.generalTrading, news: newsCardSets.generalTrading },
  { content: 'dmc', pageName: 'DMC', hero: banners.dmc, information: informationPages.dmc, news: newsCardSets.dmc, overviewLabel: 'À propos de notre agence réceptive' },
] as const satisfies Translation<typeof en.businessPages>;

export const businessPageLabels = {
  notFound: 'Aucune donnée trouvée pour cet identifiant.',
} as const satisfies Translation<typeof en.businessPageLabels>;
