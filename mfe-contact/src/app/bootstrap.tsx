import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-contact',
  routes,
  pages: {
    './world-wide': () => import('../pages/world-wide/world-wide-page'),
  },
});
