import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { ExposeOf } from '@bbg/shared/contract';
import type { routes } from './src/app/routes';

const exposes = {
  './privacy-policy': './src/pages/privacy-policy/privacy-policy-page.tsx',
  './terms': './src/pages/terms/terms-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

export default createAppConfig({ app: remoteApp('legal'), exposes });
