import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PathTable } from '@bbg/contract';
import { repoRoot, workspaceFolders } from '../apps';

/**
 * Every page of the site that a link can open: the path table (`src/app/paths.ts`) of every workspace the root's
 * globs name, parameters left out. A team's checkout holds every app's table, as typecheck needs them too.
 */
export async function sitePagePaths(): Promise<ReadonlySet<string>> {
  const tables = workspaceFolders().map((dir) => join(repoRoot, dir, 'src/app/paths.ts')).filter((file) => existsSync(file));
  const modules = await Promise.all(tables.map(async (file) => (await import(file)) as { readonly paths: PathTable }));
  return new Set(modules.flatMap((module) => Object.values(module.paths)).filter((path) => !path.includes(':')));
}
