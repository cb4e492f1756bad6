import type { ExposeOf } from '@bbg/shared/contract';
import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { routes } from './src/app/routes';

const exposes = {
  './qr-link': './src/pages/qr-link/qr-link-page.tsx',
  './brands': './src/pages/brands/brands-page.tsx',
  './brand-page': './src/pages/brand-page/brand-page.tsx',
  './business-page': './src/pages/business-page/business-page.tsx',
  './division-page': './src/pages/division-page/division-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

export default createAppConfig({ app: remoteApp('brands'), exposes });
