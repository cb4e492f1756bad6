import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ENTRY_SCRIPT_FILE, MANIFEST_FILE } from '@bbg/contract';
import { appPath, repoRoot, type AppInfo } from '../apps';
import { sharedDependencies } from './shared-dependencies';
import { FONT_FOLDER } from '../server/security-headers';
import { FederationEsmPlugin } from './federation-esm-plugin';
import { EagerCompilePlugin } from './eager-compile-plugin';
import { FederationQuietEnvPlugin } from './federation-quiet-env-plugin';
import { FederationTrimPlugin } from './federation-trim-plugin';
import { StandaloneRuntimePlugin } from './standalone-runtime-plugin';
import { StableManifestPlugin } from './stable-manifest-plugin';
import { StableSriTablePlugin } from './stable-sri-table-plugin';
import { PortableModuleIdsPlugin } from './portable-module-ids-plugin';
import { INLINE_ICON_SIZE, readIco } from '../imagery/favicon-ico';

export interface AppConfigOptions {
  readonly app: AppInfo;
  /** Exposed modules of a remote: `./name` → file, relative to the app folder. */
  readonly exposes?: Readonly<Record<string, string>>;
  /** Entry module, relative to the app folder. */
  readonly entry?: string;
  /** Compile-time constants (values are JSON-serialised). */
  readonly define?: Readonly<Record<string, unknown>>;
}

const REACT_ROUTER_PRODUCTION = join(dirname(createRequire(join(repoRoot, 'package.json')).resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * The site icon inline: the 32 px picture of favicon.ico as a data: URL, and no icon file linked (with /favicon.ico
 * linked too, Chromium still asked for it). No icon request then competes with the first paint's font and picture on
 * a slow connection. A PNG, not the SVG: Chromium builds an SVG icon into a document of its own on the main thread.
 * See docs/decisions/0037-an-inline-site-icon.md.
 */
const iconDataUrl = (): string => {
  const png = readIco(readFileSync(join(repoRoot, 'shared/kit/public/favicon.ico'))).find((image) => image.size === INLINE_ICON_SIZE)?.png;
  if (!png) throw new Error(`shared/kit/public/favicon.ico holds no ${INLINE_ICON_SIZE} px picture`);
  return `data:image/png;base64,${png.toString('base64')}`;
};

const isDev = (): boolean => process.env.NODE_ENV === 'development';

/** The options each browser config was made from: the build derives the app's Node (render) build from them. */
const optionsOf = new WeakMap<Configuration, AppConfigOptions>();
export const appConfigOptions = (config: Configuration): AppConfigOptions | undefined => optionsOf.get(config);

/**
 * Exposed pages import path-only-public-path.ts first (why: that file), then the kit's page-frame stylesheets, so
 * every page and chunk of a remote holds those in one order (why: shared/kit/src/ui/kit-styles.ts).
 */
const exposedPageRule = (app: AppInfo, exposes: Readonly<Record<string, string>>) => ({
  test: Object.values(exposes).map((file) => resolve(appPath(app), file)),
  enforce: 'pre' as const,
  loader: join(repoRoot, 'tools/rspack/prepend-import-loader.cjs'),
  options: { modules: [join(repoRoot, 'tools/rspack/path-only-public-path.ts'), join(repoRoot, 'shared/kit/src/ui/kit-styles.ts')] },
});

/**
 * The one Rspack config factory: loaders, CSS, HTML, output, integrity, dev server and the
 * federation defaults. Each app's rspack.config.ts only names the app and what it exposes.
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const { app, exposes, entry = './src/index.ts', define = {} } = options;
  const isShell = !exposes;
  const dev = isDev();
  const config: Configuration = {
    mode: dev ? 'development' : 'production',
    context: appPath(app),
    entry: { main: entry },
    devtool: dev ? 'cheap-module-source-map' : false,
    output: {
      path: appPath(app, 'dist'),
      // Remotes work from any folder (remotes/<id>/<version>/): their public path is found at run time.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: app.federationName,
      filename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      cssFilename: 'static/css/[name].[contenthash:10].css',
      cssChunkFilename: 'static/css/[name].[contenthash:10].css',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // React Router's package exports name only its development build, whose warnings stay on; a production
        // build takes its production twin (the same code with ENABLE_DEV_WARNINGS false).
        ...(dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }),
      },
    },
    module: {
      // dashedIdents off: custom properties are the design tokens' shared names, never module-local
      // (Rspack 2.0.7+ renames `--x` declared in a module, so `--swiper-*` and token overrides never applied).
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      generator: { 'css/auto': { localIdentName: dev ? '[path][name]__[local]' : '[local]-[hash:6]', exportsConvention: 'as-is' } },
      rules: [
        ...(exposes ? [exposedPageRule(app, exposes)] : []),
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|webp|avif|jpg|mp4|webm|pdf)$/, type: 'asset/resource' },
        // Fonts in a folder of their own: they are served without the document policies (security-headers.ts).
        {
          test: /\.woff2?$/,
          type: 'asset/resource',
          loader: join(repoRoot, 'tools/rspack/subset-font-loader.cjs'),
          generator: { filename: `${FONT_FOLDER}/[name].[contenthash:10][ext]` },
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: join(repoRoot, 'tools/rspack/index.html'),
        // The HTML is only used at the app's own root (shell, or a remote running standalone).
        publicPath: '/',
        minify: !dev,
        templateParameters: { iconDataUrl: iconDataUrl() },
      }),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: ENTRY_SCRIPT_FILE,
        exposes: exposes ? { ...exposes } : undefined,
        remotes: {},
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          join(repoRoot, 'shared/runtime/src/federation/start-up-plugin.ts'),
          // A remote's public path becomes a path before its first chunk is asked for (why: that file).
          ...(isShell ? [] : [join(repoRoot, 'tools/rspack/path-only-public-path.ts')]),
        ],
        manifest: { fileName: MANIFEST_FILE },
        dts: false,
        dev: false,
        // Browser only, no manifest/snapshot machinery (entries are remoteEntry.js scripts whose SRI the
        // registry holds), and remotes load no remotes of their own: less runtime in every bundle.
        // Remotes use the shell's runtime (externalRuntime) instead of a copy in every remoteEntry.js.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true, ...(isShell ? {} : { disableRemote: true }) },
        },
      }),
      new StableManifestPlugin(MANIFEST_FILE),
      ...(dev ? [] : [new PortableModuleIdsPlugin(repoRoot)]),
      ...(isShell ? [] : [new StandaloneRuntimePlugin()]),
      new FederationEsmPlugin(),
      ...(dev ? [] : [new FederationQuietEnvPlugin()]),
      // The shell's runtime without the federation code it never runs (why: federation-trim-plugin.ts).
      ...(dev || !isShell ? [] : [new FederationTrimPlugin()]),
      ...(dev ? [] : [new EagerCompilePlugin(), new StableSriTablePlugin()]),
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], enabled: !dev }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', noErrorOnMissing: true },
          // Files every app serves the same way (the company profile PDF), so a remote running alone for QA has them too.
          { from: join(repoRoot, 'shared/kit/public') },
          { from: join(repoRoot, 'tools/rspack/favicon.svg') },
        ],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        ...Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
      }),
    ],
    // The same sources give the same bytes in any folder (why: portable-module-ids.ts): module ids come from
    // PortableModuleIdsPlugin alone, and chunk ids follow the order of those ids (Rspack's deterministic chunk ids
    // hash chunk names that hold absolute paths). A new async chunk renumbers the chunks after it.
    // Rspack's own minimizers, but Lightning CSS leaves logical properties as written: for its default targets it
    // rewrote each one into :lang() rules for every right-to-left language, a quarter more CSS (docs/decisions/0029).
    // SWC compresses in three passes, not its default two: 90 bytes less gzip before adoption, when every page ran
    // within a few dozen bytes of its 110 KB budget (a fourth pass gives 3 bytes more; build time unchanged).
    optimization: dev
      ? undefined
      : {
          moduleIds: false,
          chunkIds: 'natural',
          minimizer: [
            new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }),
            new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { exclude: { logicalProperties: true } } }),
          ],
        },
    performance: false,
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
  optionsOf.set(config, options);
  return config;
}
