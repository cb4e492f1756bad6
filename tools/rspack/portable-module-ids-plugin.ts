import type { Compiler } from '@rspack/core';
import { assignModuleIds, portableModuleName, withoutRoot } from './portable-module-ids';

const NAME = 'BbgPortableModuleIdsPlugin';

/** What Rspack hands to beforeModuleIds: its modules, whose identifier may be a string there or a method. */
interface ModuleForIds {
  readonly identifier: string | (() => string);
  id: string | number | null;
}

const identifierOf = (module: ModuleForIds): string => (typeof module.identifier === 'function' ? module.identifier() : module.identifier);

/**
 * Gives every module an id that depends on the sources and not on the folder they sit in (why:
 * portable-module-ids.ts). Chunk ids and content hashes follow from module ids, so the build's bytes do too.
 */
export class PortableModuleIdsPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(NAME, (modules) => {
        const list = [...modules] as unknown as ModuleForIds[];
        const ids = assignModuleIds(list.map(identifierOf).map((identifier) => ({ name: portableModuleName(identifier, this.root), tieBreak: withoutRoot(identifier, this.root) })));
        list.forEach((module, index) => {
          module.id = ids[index] ?? null;
        });
      });
    });
  }
}
