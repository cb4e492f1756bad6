import { rspack, type Compiler } from '@rspack/core';
import { stableManifest } from './stable-manifest';

const NAME = 'BbgStableManifestPlugin';

/** The federation plugin's `mf-manifest.json` → its `mf-manifest-stats.json`. */
const statsFileOf = (manifestFile: string): string => manifestFile.replace(/\.json$/, '-stats.json');

/**
 * The federation manifest lists shared modules in the order the build happened to resolve them, which varies
 * from run to run (react-dom before or after react-toastify). A remote's version is the hash of its build, so
 * a build alone (a release) must give the same bytes as a build with the other apps, in any folder.
 * The manifest's stats twin, which nothing reads, is not emitted: its lists of the modules using each shared
 * module come out in a different order on a busy machine.
 */
export class StableManifestPlugin {
  constructor(private readonly fileName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(this.fileName);
        if (asset) compilation.updateAsset(this.fileName, new rspack.sources.RawSource(stableManifest(asset.source.source().toString())));
        if (compilation.getAsset(statsFileOf(this.fileName))) compilation.deleteAsset(statsFileOf(this.fileName));
      });
    });
  }
}
