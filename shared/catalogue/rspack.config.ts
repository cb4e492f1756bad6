import { catalogueApp } from '../../tools/apps';
import { createAppConfig } from '../../tools/rspack/create-config';

/** The UI kit catalogue: every kit component on one page, for teams and for the screenshot test. */
export default createAppConfig({ app: catalogueApp });
