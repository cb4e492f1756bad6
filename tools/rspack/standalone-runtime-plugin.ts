import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { rspack, type Compiler } from '@rspack/core';
import { repoRoot } from '../apps';
import { sri } from '../deploy/hash';

const NAME = 'BbgStandaloneRuntimePlugin';

function bundleRuntime(): string {
  const result = buildSync({
    entryPoints: [join(repoRoot, 'shared/standalone/src/provide-federation-runtime.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // The same optimisations the shell's runtime is built with (tools/rspack/create-config.ts).
    define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: '"web"', 'process.env.NODE_ENV': '"production"' },
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`${NAME}: esbuild wrote nothing`);
  return file.text;
}

/**
 * Remote bundles take the federation runtime from the page (externalRuntime): the shell provides it in the
 * composed site. A remote running alone for QA has no shell, so its page loads this script first. It is built
 * outside Rspack because Rspack puts the federation start-up, which needs the runtime, in every entry.
 */
export class StandaloneRuntimePlugin {
  apply(compiler: Compiler): void {
    let cached: { code: string; file: string; integrity: string } | undefined;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      if (!cached) {
        const code = bundleRuntime();
        const file = `static/js/federation-runtime.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        cached = { code, file, integrity: sri(code) };
      }
      const { code, file, integrity } = cached;
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // minimized: already minified, and the integrity above is of these exact bytes.
        compilation.emitAsset(file, new rspack.sources.RawSource(code), { minimized: true, immutable: true });
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const src = `${data.publicPath}${file}`;
        data.assetTags.scripts.unshift({ tagName: 'script', voidTag: false, attributes: { defer: true, src, integrity, crossorigin: 'anonymous' } });
        return data;
      });
    });
  }
}
