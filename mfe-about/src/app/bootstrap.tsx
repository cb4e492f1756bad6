import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-about',
  routes,
  pages: {
    './partners': () => import('../pages/partners/partners-page'),
    './our-innovation': () => import('../pages/our-innovation/our-innovation-page'),
  },
});
