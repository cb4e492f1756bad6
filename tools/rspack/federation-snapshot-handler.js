/*
 * The federation runtime's SnapshotHandler (runtime-core's plugins/snapshot/SnapshotHandler.js) without the manifest
 * and snapshot loading, for the shell's production build (why: federation-trim-plugin.ts). What the runtime still
 * calls is as the original: its hooks, its manifest cache and getGlobalRemoteInfo, which removing a remote (a
 * registerRemotes with force, on every fall back to another version) reads.
 * Plain JavaScript: it replaces a module under node_modules, which the TypeScript loader does not compile. It imports
 * the runtime's own modules by path (FederationTrimPlugin maps the dist folder), so they stay the ones it runs.
 */
import { Global, getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from '@module-federation/runtime-core/dist/global.js';
import { AsyncHook } from '@module-federation/runtime-core/dist/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from '@module-federation/runtime-core/dist/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from '@module-federation/runtime-core/dist/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    // The same hooks as the original, so a plugin registers as before; nothing here emits them.
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
      loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
      loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
      afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
      beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
      afterLoadManifest: new AsyncHook('afterLoadManifest'),
    });
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }

  // Only preloadRemote asks for a snapshot once the snapshot plugin is off, and the shell cancels every preload
  // (shell/src/remotes/federation-plugin.ts): a preload that got here fails, as a failed one does, and says why.
  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(`[ Federation Runtime ]: ${moduleInfo.name}: the shell's federation runtime loads no manifests or snapshots (tools/rspack/federation-trim-plugin.ts)`);
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
