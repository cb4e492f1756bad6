import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../lifecycle/triggers';

type ShareGetter = () => unknown;

/**
 * The federation runtime's share negotiation, shaped for a phone's main thread. Built into every app
 * (tools/rspack/create-config.ts, `runtimePlugins`), so it is in place before the first share registers.
 *
 * - A shared library's chunk runs its modules in a task after the one that compiled it: React's DOM
 *   renderer is compiled in one task and evaluated in the next, where they were one long task.
 * - A singleton offered at exactly the version a consumer asks for is taken without parsing the range.
 *   The runtime's range parser builds its regular expressions afresh on every call, several milliseconds
 *   per page on a phone; any other version goes through the runtime's own check and warning as before.
 * - A remote's page comes in three tasks, not one: its remoteEntry.js runs, then its container is
 *   initialised (its shares registered), then the page's module is asked for (its chunks requested).
 *   They followed each other in the microtasks of the entry script's task, a long task on every page
 *   a remote serves.
 */
export default function startUpPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bbg-start-up',
    beforeRegisterShare(args) {
      args.shared.get = afterCompileTask(args.shared.get as ShareGetter) as typeof args.shared.get;
      return args;
    },
    beforeInitContainer: (args) => nextTask().then(() => args),
    beforeGetExpose: () => nextTask(),
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      const exactSingleton = shareInfo.shareConfig.singleton && shareInfo.shareConfig.requiredVersion === version;
      if (shared && exactSingleton) args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}

/** The getter's chunk loads and compiles as before; the factory it yields is handed on a task later. */
export function afterCompileTask(get: ShareGetter): ShareGetter {
  return () => {
    const loaded = get();
    if (!(loaded instanceof Promise)) return loaded;
    return loaded.then((factory: unknown) => nextTask().then(() => factory));
  };
}
