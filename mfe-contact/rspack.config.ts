import type { ExposeOf } from '@bbg/shared/contract';
import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { routes } from './src/app/routes';

const exposes = {
  './world-wide': './src/pages/world-wide/world-wide-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

export default createAppConfig({ app: remoteApp('contact'), exposes });
