import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-media',
  routes,
  pages: {
    './newsletter': () => import('../pages/newsletter/newsletter-page'),
  },
});
