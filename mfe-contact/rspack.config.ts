import { rspack } from '@rspack/core';
import { appPath, remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import { exposesOf } from '../tools/rspack/exposes-of';
import { pages } from './src/app/routes';
import { FLAGS_FOLDER } from './src/content/flags';

const app = remoteApp('contact');
const exposes = exposesOf(pages);

const config = createAppConfig({ app, exposes });
// The site's flags as plain files, one address each (src/content/flags.ts builds them): flag-icons' drawings as
// WebP pictures (tools/imagery/rasterize.ts), not SVG, which a browser builds into a document of its own.
config.plugins?.push(new rspack.CopyRspackPlugin({ patterns: [{ from: appPath(app, 'src/assets/flags'), to: FLAGS_FOLDER }] }));

export default config;
