import type { PageTable, RouteOf } from '@bbg/shared/contract';

/** Every page this remote exposes, each declared once: the build's exposes and the standalone frame come from here. */
export const pages = {
  './media-center': () => import('../pages/media-center/media-center-page'),
  './media-center-inner': () => import('../pages/media-inner/media-inner-page'),
  './media-day': () => import('../pages/media-day/media-day-page'),
  './news-events-inner': () => import('../pages/news-article/news-article-page'),
  './newsletter': () => import('../pages/newsletter/newsletter-page'),
} satisfies PageTable;

/** The routes this remote owns, published with each release. The five inner pages share one page. */
export const routes = [
  { path: '/media-center', expose: './media-center', title: 'Media Center', description: 'News, events, brand stories, guides and life at BBG.', layout: 'main' },
  { path: '/media-center-inner1', expose: './media-center-inner', title: 'Events & Coverage', description: 'Internal events and CSR events across the BBG group.', layout: 'main', content: 'events' },
  { path: '/media-center-inner2', expose: './media-center-inner', title: 'Latest News', description: 'Airline, IATA and ICAO news, product launches, collaborations and awards from BBG.', layout: 'main', content: 'news' },
  { path: '/media-center-inner3', expose: './media-center-inner', title: 'Brands', description: 'Stories from the BBG brands, including new office inaugurations.', layout: 'main', content: 'brands' },
  { path: '/media-center-inner4', expose: './media-center-inner', title: 'Guide & Tips', description: 'Practical advice for travellers and businesses from BBG experts.', layout: 'main', content: 'guides' },
  { path: '/media-center-inner5', expose: './media-center-inner', title: 'Talent & Culture', description: 'The people, teams and ways of working behind BBG.', layout: 'main', content: 'talent' },
  { path: '/media-day', expose: './media-day', title: 'Foundation Day', description: 'Celebrating the founding of the BBG group in 2013.', layout: 'main' },
  { path: '/news-events-inner', expose: './news-events-inner', title: 'BBG in the News', description: 'How BBG grew to 1,000 employees and 100+ partners in 10+ years.', layout: 'main' },
  { path: '/newsletter/:id', expose: './newsletter', title: 'Newsletter', description: 'The BBG newsletter.', layout: 'none' },
] as const satisfies readonly RouteOf<typeof pages>[];
