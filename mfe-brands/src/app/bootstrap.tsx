import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-brands',
  routes,
  pages: {
    './qr-link': () => import('../pages/qr-link/qr-link-page'),
    './brands': () => import('../pages/brands/brands-page'),
  },
});
