import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-media',
  routes,
  pages: {
    './media-center': () => import('../pages/media-center/media-center-page'),
    './media-center-inner': () => import('../pages/media-inner/media-inner-page'),
    './media-day': () => import('../pages/media-day/media-day-page'),
    './news-events-inner': () => import('../pages/news-article/news-article-page'),
    './newsletter': () => import('../pages/newsletter/newsletter-page'),
  },
});
