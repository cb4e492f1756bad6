import type { PageTable, RouteOf } from '@bbg/contract';
import type { paths } from './paths';

/** Every page this remote exposes: its file, which the build exposes, and that file's loader, which the standalone frame calls. */
export const pages = {
  './media-center': { file: '../pages/media-center/media-center-page.tsx', load: () => import('../pages/media-center/media-center-page') },
  './media-center-inner': { file: '../pages/media-inner/media-inner-page.tsx', load: () => import('../pages/media-inner/media-inner-page') },
  './media-day': { file: '../pages/media-day/media-day-page.tsx', load: () => import('../pages/media-day/media-day-page') },
  './news-events-inner': { file: '../pages/news-article/news-article-page.tsx', load: () => import('../pages/news-article/news-article-page') },
  './newsletter': { file: '../pages/newsletter/newsletter-page.tsx', load: () => import('../pages/newsletter/newsletter-page') },
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
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
