import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { globSync } from 'tinyglobby';
import type { PagePath, PathTable } from '@bbg/contract';

/** The checkout's root: the nearest folder upwards whose package.json declares the workspaces. */
function repoRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
  }
  throw new Error(`No workspace root above ${start}`);
}

/**
 * Every page of the site, read from each app's own path table (`src/app/paths.ts` of every workspace the root's
 * globs name): what a content test checks its links against at run time, as typecheck does with SitePaths.
 */
export function sitePagePaths(): readonly PagePath[] {
  const root = repoRoot(__dirname);
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { readonly workspaces: readonly string[] };
  const tables = globSync([...workspaces].map((glob) => `${glob}/src/app/paths.ts`), { cwd: root, absolute: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each table is found at run time, by path
  const paths = tables.flatMap((file) => Object.values((require(file) as { readonly paths: PathTable }).paths));
  return paths.filter((path): path is PagePath => !path.includes(':'));
}
