import type { ExposeOf } from '@bbg/shared/contract';
import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { routes } from './src/app/routes';

const exposes = {
  './partners': './src/pages/partners/partners-page.tsx',
  './our-innovation': './src/pages/our-innovation/our-innovation-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

export default createAppConfig({ app: remoteApp('about'), exposes });
