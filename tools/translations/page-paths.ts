import { globSync } from 'tinyglobby';
import type { PathTable } from '@bbg/contract';
import { repoRoot, workspaceGlobs } from '../apps';

/**
 * Every page of the site that a link can open: the path table (`src/app/paths.ts`) of every workspace the root's
 * globs name, parameters left out. A team's checkout holds every app's table, as typecheck needs them too.
 */
export async function sitePagePaths(): Promise<ReadonlySet<string>> {
  // By the globs, not the workspace folders: a team's checkout may hold another app's path table without its package.
  const tables = globSync(workspaceGlobs().map((glob) => `${glob}/src/app/paths.ts`), { cwd: repoRoot, absolute: true });
  const modules = await Promise.all(tables.map(async (file) => (await import(file)) as { readonly paths: PathTable }));
  return new Set(modules.flatMap((module) => Object.values(module.paths)).filter((path) => !path.includes(':')));
}
