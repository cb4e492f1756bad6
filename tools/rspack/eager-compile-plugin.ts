import { rspack, type Compiler } from '@rspack/core';
import { EAGER_COMPILE_HINT } from './eager-compile-hint';

const NAME = 'BbgEagerCompilePlugin';

/**
 * An app's scripts run as the page comes alive (the federation runtime, React, the page's parts) or soon after, at
 * idle time (islands, React Router), and most of their functions run then, so each is marked for compiling as it
 * loads (EAGER_COMPILE_HINT): the main thread's tasks shrink to running the code. The hint goes first in every
 * script of the app's chunks, after minifying (which would drop the comment) and before the integrity hashes are
 * taken. Scripts added whole by other plugins (the standalone federation runtime, whose integrity is taken before)
 * are left as they are.
 */
export class EagerCompilePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) =>
              source.source().toString().startsWith(EAGER_COMPILE_HINT) ? source : new rspack.sources.ConcatSource(EAGER_COMPILE_HINT, source),
            );
          }
        }
      });
    });
  }
}
