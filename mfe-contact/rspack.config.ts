import { join } from 'node:path';
import { rspack } from '@rspack/core';
import type { ExposeOf } from '@bbg/shared/contract';
import { remoteApp, repoRoot } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { routes } from './src/app/routes';

const exposes = {
  './contact-us': './src/pages/contact-us/contact-us-page.tsx',
  './world-wide': './src/pages/world-wide/world-wide-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

const config = createAppConfig({ app: remoteApp('contact'), exposes });
// The phone picker's flags as plain files (src/pages/contact-us/phone-flags.ts builds their URLs).
config.plugins?.push(new rspack.CopyRspackPlugin({ patterns: [{ from: join(repoRoot, 'node_modules/flag-icons/flags/4x3'), to: 'static/flags' }] }));

export default config;
