import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { routes } from './routes';

void renderStandalone({
  appName: 'mfe-about',
  routes,
  pages: {
    './partners': () => import('../pages/partners/partners-page'),
    './our-innovation': () => import('../pages/our-innovation/our-innovation-page'),
    './about-us': () => import('../pages/about-us/about-us-page'),
    './bbg-overview': () => import('../pages/bbg-overview/bbg-overview-page'),
    './vision-values': () => import('../pages/vision-values/vision-values-page'),
    './our-ambition': () => import('../pages/our-ambition/our-ambition-page'),
    './our-leadership': () => import('../pages/our-leadership/our-leadership-page'),
    './clients': () => import('../pages/clients/clients-page'),
    './values-mission': () => import('../pages/values-mission/values-mission-page'),
    './sustainability': () => import('../pages/sustainability/sustainability-page'),
  },
});
