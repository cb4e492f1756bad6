import type { Translation } from '@bbg/contract';
import type * as en from '../brand-pages';
import { banners } from './banners';
import { brandSliders } from './brand-slides';
import { informationPages } from './information-pages';

/** Each brand page shows the brand's entries, in Arabic: its hero, its overview and its slider. */
export const brandPages = [
  { content: 'spj', hero: banners.spj, information: informationPages.spj, slider: brandSliders.spj, overviewLabel: 'نبذة عن SPJ Electronics' },
  { content: 'next-holidays', hero: banners.nextHolidays, information: informationPages.nextHolidays, slider: brandSliders.nextHolidays, overviewLabel: 'نبذة عن Next Holidays' },
  { content: 'blueberry-travels', hero: banners.blueberryTravels, information: informationPages.blueberryTravels, slider: brandSliders.blueberryTravels, overviewLabel: 'نبذة عن Blueberry Travels' },
  { content: 'friends-travel', hero: banners.friendsTravel, information: informationPages.friendsTravel, slider: brandSliders.friendsTravel, overviewLabel: 'نبذة عن Friends Travel & Tourism' },
  { content: 'yashika-fashion', hero: banners.yashikaFashion, information: informationPages.yashikaFashion, slider: brandSliders.yashikaFashion, overviewLabel: 'نبذة عن Yashika Fashion' },
  { content: 'mgt', hero: banners.mgt, information: informationPages.mgt, slider: brandSliders.mgt, overviewLabel: 'نبذة عن MGT General Trading' },
] as const satisfies Translation<typeof en.brandPages>;

export const brandPageLabels = {
  notFound: 'لا توجد بيانات لهذا المعرّف.',
  newTabNote: '(يفتح في علامة تبويب جديدة)',
} as const satisfies Translation<typeof en.brandPageLabels>;
