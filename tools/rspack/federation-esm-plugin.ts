import { rspack, type Compiler } from '@rspack/core';

const NAME = 'BbgFederationEsmPlugin';
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.cjs$/;
const toEsm = (path: string): string => path.replace(/\.cjs$/, '.js');

/**
 * The federation plugins point Rspack at the runtime packages' CommonJS builds (by alias and by absolute
 * import), which it cannot tree-shake: all of @module-federation/sdk ended up in main.js and in every
 * remoteEntry.js. The ES builds sit beside them. Apply after ModuleFederationPlugin.
 */
export class FederationEsmPlugin {
  apply(compiler: Compiler): void {
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource: { request: string }) => {
      resource.request = toEsm(resource.request);
    }).apply(compiler);
    compiler.hooks.afterPlugins.tap(NAME, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string' && FEDERATION_CJS.test(target)) alias[key] = toEsm(target);
      }
    });
  }
}
