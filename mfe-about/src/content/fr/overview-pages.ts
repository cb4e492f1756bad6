import type { Translation } from '@bbg/contract';
import type * as en from '../overview-pages';
import { banners } from './banners';
import { informationPages } from './information-pages';
import { newsCardSets } from './news-cards';

/** Entry 16 (values and mission) in French: the kit's `valuesMissionBanner`, which this page shares with mfe-brands. */
const valuesMissionBanner = {
  pageName: 'Valeurs et mission',
  id: 16,
  title: 'Valeurs et',
  highlight: 'mission',
  description: 'Ce que nous défendons et ce que nous nous engageons à accomplir, chaque jour.',
  buttonText: 'Découvrir',
  buttonLink: '#overview',
  backgroundImage: 'people',
} as const;

export const bbgOverviewPage = { path: '/bbg-overview', hero: banners.bbgOverview, overview: informationPages.bbgOverview, news: newsCardSets.bbgOverview } as const satisfies Translation<typeof en.bbgOverviewPage>;
export const visionValuesPage = { path: '/vision-values', hero: banners.visionValues, overview: informationPages.visionValues, news: newsCardSets.visionValues } as const satisfies Translation<typeof en.visionValuesPage>;
export const clientsPage = { path: '/clients', hero: banners.clients, overview: informationPages.clients, news: newsCardSets.clients } as const satisfies Translation<typeof en.clientsPage>;
export const valuesMissionPage = { path: '/values-mission', hero: valuesMissionBanner, overview: informationPages.valuesMission, news: newsCardSets.valuesMission } as const satisfies Translation<typeof en.valuesMissionPage>;
export const sustainabilityPage = { path: '/sustainability', hero: banners.sustainability, overview: informationPages.sustainability, news: newsCardSets.sustainability } as const satisfies Translation<typeof en.sustainabilityPage>;

export const overviewLabels = {
  newsHeading: 'Actualités & événements',
} as const satisfies Translation<typeof en.overviewLabels>;
