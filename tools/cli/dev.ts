import type { ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import type { Registry, RemoteRecord } from '@bbg/contract';
import { appPath, remoteApps, shellApp, type AppInfo } from '../apps';
import { remoteRoutes } from '../deploy/route-heads';
import { enquiryLog, vitalsLog } from '../server/log-files';
import { defineCommand, parseCommand } from './command-args';
import { startDevApi } from './dev-api';

async function loadConfig(app: AppInfo): Promise<Configuration> {
  const module = (await import(pathToFileURL(appPath(app, 'rspack.config.ts')).href)) as { default: Configuration };
  return module.default;
}

/** A registry pointing at each remote's dev server (no integrity in development builds). */
async function devRegistry(): Promise<Registry> {
  const entries = await Promise.all(
    remoteApps.map(async (remote): Promise<[string, RemoteRecord]> => [
      remote.id,
      {
        name: remote.federationName,
        section: remote.section,
        current: 'dev',
        previous: [],
        versions: {
          dev: {
            version: 'dev',
            entry: `http://localhost:${remote.port}/mf-manifest.json`,
            entryScript: `http://localhost:${remote.port}/remoteEntry.js`,
            integrity: '',
            files: '',
            filesIntegrity: '',
            routes: await remoteRoutes(remote),
            publishedAt: new Date().toISOString(),
          },
        },
      },
    ]),
  );
  return { schema: 1, updatedAt: new Date().toISOString(), remotes: Object.fromEntries(entries) };
}

export const command = defineCommand({ usage: 'Usage: npm run dev   (every app on its dev server with hot reload; the shell at http://localhost:3000)' });

/** `npm run dev`: the shell and every remote on their own dev servers with hot reload, the forms' API and the beacon as `npm start` has them. */
export async function run(args: readonly string[] = []): Promise<void> {
  parseCommand(args, command);
  process.env.NODE_ENV = 'development';
  for (const app of remoteApps) {
    const config = await loadConfig(app);
    await new RspackDevServer(config.devServer || {}, rspack(config)).start();
  }
  const shell = await loadConfig(shellApp);
  const registry = JSON.stringify(await devRegistry());
  const api = await startDevApi({ root: appPath(shellApp, 'public'), enquiryLog: enquiryLog(), vitalsLog: vitalsLog() });
  const devServer = {
    ...shell.devServer,
    proxy: api.proxy,
    setupMiddlewares: (middlewares: unknown[]) => {
      middlewares.unshift({
        name: 'bbg-dev-registry',
        path: '/registry.json',
        middleware: (_req: unknown, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(registry);
        },
      });
      return middlewares;
    },
  };
  await new RspackDevServer(devServer as Configuration['devServer'] & object, rspack(shell)).start();
  console.log(`Shell with hot reload at http://localhost:${shellApp.port} (remotes on ${remoteApps.map((r) => r.port).join(', ')}; enquiries logged to ${enquiryLog()}, vitals to ${vitalsLog()})`);
}
