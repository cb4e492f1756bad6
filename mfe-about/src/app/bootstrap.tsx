import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-about',
  routes,
  pages: {
    './our-innovation': () => import('../pages/our-innovation/our-innovation-page'),
  },
});
