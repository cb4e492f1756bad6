import { copyFileSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { ROUTES_FILE, TRANSLATIONS_FILE } from '@bbg/contract';
import { appPath, catalogueApp, shellApp, type AppInfo, type RemoteInfo } from '../apps';
import { writeShellAssets } from '../prerender/shell-assets';
import { appConfigOptions } from '../rspack/create-config';
import { createServerConfig } from '../rspack/create-server-config';
import { stampBuild } from './build-stamp';
import { catalogueProblems } from '../translations/catalogue';
import { sitePagePaths } from '../translations/page-paths';
import { remoteRoutes } from './route-heads';
import { DeployError } from './deploy-error';

const isRemote = (app: AppInfo): app is RemoteInfo => 'id' in app;

async function loadConfig(app: AppInfo): Promise<Configuration> {
  const module = (await import(pathToFileURL(appPath(app, 'rspack.config.ts')).href)) as { default: Configuration | { default: Configuration } };
  const config = module.default;
  return 'default' in config && config.default ? config.default : (config as Configuration);
}

/**
 * Production build of one app into `outDir` (its dist/ by default), in this process. Call it once per process:
 * see buildApps for why. Its warnings are printed as `npm run dev` shows them (a "Conflicting order" between
 * stylesheets among them), never dropped.
 */
function compile(config: Configuration): Promise<Stats> {
  return new Promise<Stats>((resolve, reject) => {
    rspack(config).run((error, result) => {
      if (error || !result) reject(error ?? new Error('no stats'));
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true, colors: false })));
      else {
        if (result.hasWarnings()) console.warn(result.toString({ all: false, warnings: true, colors: false }));
        resolve(result);
      }
    });
  });
}

/** Refuses an app whose catalogues disagree with English's or link to no page, naming each file and path. */
async function checkCatalogues(app: AppInfo): Promise<void> {
  const problems = catalogueProblems(appPath(app), await sitePagePaths());
  if (problems.length > 0) throw new DeployError(`${app.dir}'s catalogues do not match English's:\n${problems.map((problem) => `  ${app.dir}/${problem}`).join('\n')}`);
}

export async function compileApp(app: AppInfo, outDir = appPath(app, 'dist')): Promise<void> {
  process.env.NODE_ENV = 'production';
  await checkCatalogues(app);
  const config = await loadConfig(app);
  const stats = await compile({ ...config, output: { ...config.output, path: outDir } });
  // The app's Node build, for pre-rendering (not the kit catalogue): always after the browser build, so both
  // come out the same however the app is built. It writes beside the browser build, which cleans its folder.
  const options = appConfigOptions(config);
  if (app !== catalogueApp && options) {
    const serverOut = `${outDir}-server`;
    await compile(createServerConfig(options, config, serverOut));
    cpSync(serverOut, outDir, { recursive: true });
    rmSync(serverOut, { recursive: true, force: true });
  }
  if (app === shellApp) writeShellAssets(stats, outDir);
  if (isRemote(app)) {
    writeFileSync(`${outDir}/${ROUTES_FILE}`, `${JSON.stringify(await remoteRoutes(app), null, 2)}\n`);
    // Which locales a person has reviewed: a release carries it, so a rollback brings the earlier review back too.
    copyFileSync(appPath(app, TRANSLATIONS_FILE), `${outDir}/${TRANSLATIONS_FILE}`);
  }
  // Last: a build that stopped part-way has no stamp, so it is never taken as made from these sources.
  stampBuild(app, outDir);
}
