import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-brands',
  routes,
  pages: {
    './qr-link': () => import('../pages/qr-link/qr-link-page'),
    './brands': () => import('../pages/brands/brands-page'),
    './brand-page': () => import('../pages/brand-page/brand-page'),
    './business-page': () => import('../pages/business-page/business-page'),
    './division-page': () => import('../pages/division-page/division-page'),
  },
});
