import type { Translation } from '@bbg/contract';
import type * as en from '../brand-pages';
import { banners } from './banners';
import { brandSliders } from './brand-slides';
import { informationPages } from './information-pages';

/** Each brand page shows the brand's entries, in French: its hero, its overview and its slider (the `content` keys are the routes'). */
export const brandPages = [
  { content: 'spj', hero: banners.spj, information: informationPages.spj, slider: brandSliders.spj, overviewLabel: 'À propos de SPJ Electronics' },
  { content: 'next-holidays', hero: banners.nextHolidays, information: informationPages.nextHolidays, slider: brandSliders.nextHolidays, overviewLabel: 'À propos de Next Holidays' },
  { content: 'blueberry-travels', hero: banners.blueberryTravels, information: informationPages.blueberryTravels, slider: brandSliders.blueberryTravels, overviewLabel: 'À propos de Blueberry Travels' },
  { content: 'friends-travel', hero: banners.friendsTravel, information: informationPages.friendsTravel, slider: brandSliders.friendsTravel, overviewLabel: 'À propos de Friends Travel & Tourism' },
  { content: 'yashika-fashion', hero: banners.yashikaFashion, information: informationPages.yashikaFashion, slider: brandSliders.yashikaFashion, overviewLabel: 'À propos de Yashika Fashion' },
  { content: 'mgt', hero: banners.mgt, information: informationPages.mgt, slider: brandSliders.mgt, overviewLabel: 'À propos de MGT General Trading' },
] as const satisfies Translation<typeof en.brandPages>;

export const brandPageLabels = {
  notFound: 'Aucune donnée trouvée pour cet identifiant.',
  newTabNote: '(s’ouvre dans un nouvel onglet)',
} as const satisfies Translation<typeof en.brandPageLabels>;
