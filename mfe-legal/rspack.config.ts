import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import { exposesOf } from '../tools/rspack/exposes-of';
import { pages } from './src/app/routes';

const app = remoteApp('legal');
const exposes = exposesOf(pages);

export default createAppConfig({ app, exposes });
