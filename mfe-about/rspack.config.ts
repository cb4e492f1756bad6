import type { ExposeOf } from '@bbg/shared/contract';
import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { routes } from './src/app/routes';

const exposes = {
  './partners': './src/pages/partners/partners-page.tsx',
  './our-innovation': './src/pages/our-innovation/our-innovation-page.tsx',
  './about-us': './src/pages/about-us/about-us-page.tsx',
  './bbg-overview': './src/pages/bbg-overview/bbg-overview-page.tsx',
  './vision-values': './src/pages/vision-values/vision-values-page.tsx',
  './our-ambition': './src/pages/our-ambition/our-ambition-page.tsx',
  './our-leadership': './src/pages/our-leadership/our-leadership-page.tsx',
  './clients': './src/pages/clients/clients-page.tsx',
  './values-mission': './src/pages/values-mission/values-mission-page.tsx',
  './sustainability': './src/pages/sustainability/sustainability-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

export default createAppConfig({ app: remoteApp('about'), exposes });
