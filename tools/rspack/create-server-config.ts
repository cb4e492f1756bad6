import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { appPath, repoRoot } from '../apps';
import type { AppConfigOptions } from './create-config';
import { REMOTE_RENDER_FILE, SHELL_RENDER_FILE } from '../prerender/render-files';
import { serverExternals } from './server-externals';


/** The generated entry of a remote's render bundle: every exposed page module (its Page and copy loaders), by expose name. */
function remoteServerEntry(options: AppConfigOptions): string {
  const exposes = Object.entries(options.exposes ?? {});
  const lines = [
    `import ${JSON.stringify(join(repoRoot, 'tools/rspack/server-public-path.ts'))};`,
    ...exposes.map(([, file], i) => `import * as page${i} from ${JSON.stringify(resolve(appPath(options.app), file))};`),
    `export const pages = {`,
    ...exposes.map(([name], i) => `  ${JSON.stringify(name)}: page${i},`),
    `};`,
  ];
  const dir = join(repoRoot, 'node_modules/.cache/bbg-server-entries');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${options.app.dir}.ts`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/**
 * The Node build of an app, made beside its browser build from the same sources and options: the same CSS
 * module class names and asset file names, so the HTML it renders is the HTML the browser build hydrates.
 * One file, no async chunks (a lazy section renders in full); React, the router and the platform singleton stay
 * outside, so a remote's pages render with the shell renderer's one copy of each.
 */
export function createServerConfig(options: AppConfigOptions, client: Configuration, outDir: string): Configuration {
  const { app } = options;
  const isShell = !options.exposes;
  const entry = isShell ? './src/server/render.tsx' : remoteServerEntry(options);
  const file = isShell ? SHELL_RENDER_FILE : REMOTE_RENDER_FILE;
  return {
    name: `${app.dir}-server`,
    mode: 'production',
    context: appPath(app),
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: {
      // Beside the browser build, which cleans its own folder as it emits.
      path: outDir,
      filename: file,
      library: { type: 'commonjs2' },
      // Set at run time (server-public-path.ts): a remote's assets live in its version folder.
      publicPath: isShell ? '/' : '',
      uniqueName: app.federationName,
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    resolve: client.resolve,
    externals: isShell ? undefined : serverExternals,
    externalsType: 'commonjs',
    module: {
      parser: client.module?.parser,
      generator: {
        'css/auto': { ...(client.module?.generator?.['css/auto'] ?? {}), exportsOnly: true },
        'asset/resource': { emit: false },
      },
      rules: client.module?.rules,
    },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        ...Object.fromEntries(Object.entries(options.define ?? {}).map(([name, value]) => [name, JSON.stringify(value)])),
      }),
    ],
    performance: false,
  };
}
