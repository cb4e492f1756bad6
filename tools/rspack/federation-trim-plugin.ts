import { rspack, type Compiler } from '@rspack/core';
import { BUNDLER_RUNTIME, BUNDLER_RUNTIME_REPLACEMENT, distOf, RUNTIME_CORE_DIST, SNAPSHOT_HANDLER, SNAPSHOT_HANDLER_REPLACEMENT } from './federation-trim';

/**
 * The shell's production build without the federation code it never runs: 2.6 KB gzip of its entry, which every page
 * runs before its root is adopted (docs/decisions/0042-federation-runtime-trimmed-in-the-shell.md).
 * - runtime-core's SnapshotHandler fetches remotes' manifests and builds snapshots from them. With the snapshot plugin
 *   off (`disableSnapshot`) only preloadRemote reaches it, and the shell cancels every preload; its remotes are
 *   remoteEntry.js scripts the registry names with their integrity. The rest of the class stays as it was.
 * - The bundler runtime's `remotes` loads remotes a build names; the shell names none (`remotes: {}`) and registers
 *   them at run time. Its `init` and `getSharedFallbackGetter` handle share fallbacks, which only shared tree shaking
 *   makes; the shell shares nothing that way (shared-dependencies.ts).
 * Remotes run the shell's runtime-core (externalRuntime), so its SnapshotHandler serves them too: with remote loading
 * disabled in their builds, they never ask it for a snapshot either. Their own bundler runtimes are left as built.
 */
export class FederationTrimPlugin {
  apply(compiler: Compiler): void {
    const { resolve } = compiler.options;
    const alias = resolve.alias || {};
    alias[RUNTIME_CORE_DIST] = distOf('@module-federation/runtime-core');
    resolve.alias = alias;
    new rspack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, SNAPSHOT_HANDLER_REPLACEMENT).apply(compiler);
    new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, BUNDLER_RUNTIME_REPLACEMENT).apply(compiler);
  }
}
