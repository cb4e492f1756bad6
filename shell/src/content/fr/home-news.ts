import type { Translation } from '@bbg/contract';
import type * as en from '../home-news';

/** Every card carries the same date in the client's copy. */
export const HOME_NEWS_DATE = '22 sept. 2022' satisfies Translation<typeof en.HOME_NEWS_DATE>;

export const newsIntro = { eyebrow: 'Actualités & événements', title: 'L’actualité de BBG' } as const satisfies Translation<typeof en.newsIntro>;

export const homeNews = [
  { id: 'tourism', tag: 'Distinctions', title: 'Leader dans le tourisme', image: 'travel', date: HOME_NEWS_DATE },
  { id: 'arabian-travel', tag: 'Distinctions', title: 'Distingués aux Arabian Travel Awards', image: 'events', date: HOME_NEWS_DATE },
  { id: 'corporate-travel', tag: 'Distinctions', title: 'Meilleur programme de voyages d’affaires', image: 'corporate', date: HOME_NEWS_DATE },
  { id: 'spj-store', tag: 'Marques', title: 'SPJ ouvre son magasin phare', image: 'electronics', date: HOME_NEWS_DATE },
  { id: 'fashion-week', tag: 'Marques', title: 'Yashika Fashion à la Fashion Week', image: 'fashion', date: HOME_NEWS_DATE },
  { id: 'logistics-hub', tag: 'Entreprise', title: 'Une nouvelle plateforme logistique en Afrique', image: 'logistics', date: HOME_NEWS_DATE },
  { id: 'it-platform', tag: 'Entreprise', title: 'Lancement de notre plateforme de réservation', image: 'it', date: HOME_NEWS_DATE },
  { id: 'trading-partners', tag: 'Entreprise', title: 'Nos partenariats commerciaux se développent', image: 'trading', date: HOME_NEWS_DATE },
  { id: 'green-travel', tag: 'Culture', title: 'Promouvoir le voyage durable', image: 'sustainability', date: HOME_NEWS_DATE },
  { id: 'annual-meeting', tag: 'Culture', title: 'La réunion annuelle célèbre nos équipes', image: 'people', date: HOME_NEWS_DATE },
] as const satisfies Translation<typeof en.homeNews>;
