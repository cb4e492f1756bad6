import type { ArtTopic } from '@bbg/kit';

export interface HomeNewsCard {
  readonly id: string;
  readonly tag: string;
  readonly title: string;
  readonly image: ArtTopic;
  readonly date: string;
}

/** Every card carries the same date in the client's copy. */
export const HOME_NEWS_DATE = '22 Sept\u201922';

export const newsIntro = { eyebrow: 'News & Events', title: 'What is happening at BBG' } as const;

export const homeNews = [
  { id: 'tourism', tag: 'Awards', title: 'Leadership in Tourism', image: 'travel', date: HOME_NEWS_DATE },
  { id: 'arabian-travel', tag: 'Awards', title: 'Honored at Arabian Travel Awards', image: 'events', date: HOME_NEWS_DATE },
  { id: 'corporate-travel', tag: 'Awards', title: 'Best Corporate Travel Program', image: 'corporate', date: HOME_NEWS_DATE },
  { id: 'spj-store', tag: 'Brands', title: 'SPJ Opens Its Flagship Store', image: 'electronics', date: HOME_NEWS_DATE },
  { id: 'fashion-week', tag: 'Brands', title: 'Yashika Fashion at Fashion Week', image: 'fashion', date: HOME_NEWS_DATE },
  { id: 'logistics-hub', tag: 'Business', title: 'New Logistics Hub in Africa', image: 'logistics', date: HOME_NEWS_DATE },
  { id: 'it-platform', tag: 'Business', title: 'Launching Our Booking Platform', image: 'it', date: HOME_NEWS_DATE },
  { id: 'trading-partners', tag: 'Business', title: 'Trading Partnerships Grow', image: 'trading', date: HOME_NEWS_DATE },
  { id: 'green-travel', tag: 'Culture', title: 'Promoting Sustainable Travel', image: 'sustainability', date: HOME_NEWS_DATE },
  { id: 'annual-meeting', tag: 'Culture', title: 'Annual Meeting Celebrates Our People', image: 'people', date: HOME_NEWS_DATE },
] as const satisfies readonly HomeNewsCard[];
