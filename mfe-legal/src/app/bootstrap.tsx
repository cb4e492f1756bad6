import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-legal',
  routes,
  pages: {
    './privacy-policy': () => import('../pages/privacy-policy/privacy-policy-page'),
    './terms': () => import('../pages/terms/terms-page'),
  },
});
