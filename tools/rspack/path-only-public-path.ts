import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A remote's public path is 'auto': the full URL of its entry script. On the page's origin it becomes a path:
// - the pre-rendered HTML names its images by path, so the browser must too, or hydration finds every src different;
// - the pre-rendered HTML lists the remote's stylesheets disabled, by path (/remotes/<id>/<version>/static/css/…, so
//   the links are right for any reader), and the chunk loader counts a link as one of its sheets, and fetches nothing,
//   only if the link's href starts with its public path.
// So it runs as remoteEntry.js starts, before any of the remote's chunks is asked for: this module is a federation
// runtime plugin of every remote (create-config.ts). It is also the first import of every exposed page.
declare let __webpack_public_path__: string;
if (typeof location !== 'undefined' && __webpack_public_path__.startsWith(`${location.origin}/`)) {
  __webpack_public_path__ = __webpack_public_path__.slice(location.origin.length);
}

/** The runtime plugin itself does nothing: its module's first run is the point. */
export default function pathOnlyPublicPath(): ModuleFederationRuntimePlugin {
  return { name: 'bbg-path-only-public-path' };
}
