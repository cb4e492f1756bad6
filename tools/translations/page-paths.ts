import { existsSync } from 'node:fs';
import type { PathTable } from '@bbg/contract';
import { appPath, remoteApps, shellApp } from '../apps';

/** Every page of the site that a link can open: each app's path table (`src/app/paths.ts`), parameters left out. */
export async function sitePagePaths(): Promise<ReadonlySet<string>> {
  const tables = [shellApp, ...remoteApps].map((app) => appPath(app, 'src/app/paths.ts')).filter((file) => existsSync(file));
  const modules = await Promise.all(tables.map(async (file) => (await import(file)) as { readonly paths: PathTable }));
  return new Set(modules.flatMap((module) => Object.values(module.paths)).filter((path) => !path.includes(':')));
}
