// Remote bundles are built with externalRuntime: they read the federation runtime from this global, which
// the shell fills in the composed site. A remote running alone has no shell: this script (bundled by
// tools/rspack/standalone-runtime-plugin.ts, outside Rspack) fills it before the remote's own scripts run.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
