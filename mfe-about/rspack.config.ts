import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import { exposesOf } from '../tools/rspack/exposes-of';

const app = remoteApp('about');
const exposes = exposesOf(app);

export default createAppConfig({ app, exposes });
