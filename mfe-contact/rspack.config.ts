import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { remoteApp, repoRoot } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import { exposesOf } from '../tools/rspack/exposes-of';
import { pages } from './src/app/routes';

const app = remoteApp('contact');
const exposes = exposesOf(pages);

const config = createAppConfig({ app, exposes });
// The phone picker's flags as plain files (src/pages/contact-us/phone-flags.ts builds their URLs).
config.plugins?.push(new rspack.CopyRspackPlugin({ patterns: [{ from: join(repoRoot, 'node_modules/flag-icons/flags/4x3'), to: 'static/flags' }] }));

export default config;
