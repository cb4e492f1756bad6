import { shellApp } from '../tools/apps';
import { bakedRegistry } from '../tools/deploy/baked-registry';
import { createAppConfig } from '../tools/rspack/create-config';

export default createAppConfig({
  app: shellApp,
  define: { __BBG_BAKED_REGISTRY__: bakedRegistry() },
});
