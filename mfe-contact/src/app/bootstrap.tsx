import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-contact',
  routes,
  pages: {
    './contact-us': () => import('../pages/contact-us/contact-us-page'),
    './world-wide': () => import('../pages/world-wide/world-wide-page'),
  },
});
