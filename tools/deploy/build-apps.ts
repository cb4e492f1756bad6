import { cpSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { ROUTES_FILE, type RemoteRoute } from '@bbg/shared/contract';
import { appPath, catalogueApp, shellApp, type AppInfo, type RemoteInfo } from '../apps';
import { writeShellAssets } from '../prerender/shell-assets';
import { appConfigOptions } from '../rspack/create-config';
import { createServerConfig, SERVER_OUT_DIR } from '../rspack/create-server-config';
import { sourceHash } from './source-hash';

/** Written into each build: the sources it was made from. */
export const BUILD_STAMP = 'build-stamp.json';

const isRemote = (app: AppInfo): app is RemoteInfo => 'id' in app;

async function loadConfig(app: AppInfo): Promise<Configuration> {
  const module = (await import(pathToFileURL(appPath(app, 'rspack.config.ts')).href)) as { default: Configuration | { default: Configuration } };
  const config = module.default;
  return 'default' in config && config.default ? config.default : (config as Configuration);
}

/** The remote's route list, emitted into its build so it is published with the release. */
export async function remoteRoutes(app: RemoteInfo): Promise<readonly RemoteRoute[]> {
  const module = (await import(pathToFileURL(appPath(app, 'src/app/routes.ts')).href)) as { routes: readonly RemoteRoute[] };
  return module.routes;
}

/** Production build of several apps at once (one Rspack multi-compiler), each into <app>/dist. */
export async function buildApps(apps: readonly AppInfo[]): Promise<void> {
  if (apps.length === 0) return;
  process.env.NODE_ENV = 'production';
  const clients = await Promise.all(apps.map(loadConfig));
  // Every app of the site has a Node build too, for pre-rendering; the kit catalogue does not.
  const servers = clients.flatMap((client, i) => {
    const options = appConfigOptions(client);
    return apps[i] !== catalogueApp && options ? [createServerConfig(options, client)] : [];
  });
  const configs = [...clients, ...servers];
  const stats = await new Promise<MultiStats>((resolve, reject) => {
    rspack(configs).run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)));
  });
  if (stats.hasErrors()) {
    throw new Error(stats.toString({ all: false, errors: true, colors: false }));
  }
  apps.forEach((app, i) => {
    const appStats = stats.stats[i];
    if (app === shellApp && appStats) writeShellAssets(appStats);
  });
  for (const app of apps) {
    if (app !== catalogueApp) cpSync(appPath(app, SERVER_OUT_DIR), appPath(app, 'dist'), { recursive: true });
    writeFileSync(appPath(app, 'dist', BUILD_STAMP), JSON.stringify({ sourceHash: sourceHash(app) }));
    if (isRemote(app)) writeFileSync(appPath(app, 'dist', ROUTES_FILE), `${JSON.stringify(await remoteRoutes(app), null, 2)}\n`);
  }
}
