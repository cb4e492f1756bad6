import { rspack, type Compiler } from '@rspack/core';
import { stableChunkLoads } from './stable-chunk-loads';
import { stableSriTable } from './stable-sri-table';

const NAME = 'BbgStableSriTablePlugin';

/**
 * The same sources give the same bytes: each script's table of chunk integrity hashes is put in chunk id order,
 * after minifying and before the file names and integrity hashes are taken from the final bytes. On a busy machine
 * the build wrote it in another order, so a repository's build and a team's release of the same remote differed.
 * In the scripts that hold a runtime (an entry, a remote's remoteEntry.js), each list of chunks loaded together is
 * put in chunk id order too: the build ordered them by something of the checkout's path. Async chunks are left as
 * they are: their integrity hashes, in those tables, were taken already.
 */
export class StableSriTablePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const runtimes = new Set([...compilation.chunks].filter((chunk) => chunk.hasRuntime()).flatMap((chunk) => [...chunk.files]));
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js')) continue;
          const code = asset.source.source().toString();
          const sorted = stableSriTable(code);
          const stable = runtimes.has(asset.name) ? stableChunkLoads(sorted) : sorted;
          if (stable !== code) compilation.updateAsset(asset.name, new rspack.sources.RawSource(stable));
        }
      });
    });
  }
}
