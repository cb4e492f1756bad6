import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { appPath, repoRoot, shellApp, type AppInfo } from '../apps';
import { hashTree } from './hash';

/** Every shared package's folder (shared/kit, shared/contract…): each app's build may bundle any of them. */
const sharedPackages = (): string[] =>
  readdirSync(join(repoRoot, 'shared'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(repoRoot, 'shared', entry.name));

/**
 * Hash of everything an app's build depends on: its own files, the shared workspace, the build factory, the lockfile.
 * The shell's build also writes the pre-rendered pages, so the pre-render's code counts for it too.
 */
export function sourceHash(app: AppInfo): string {
  return hashTree(
    [
      appPath(app, 'src'),
      appPath(app, 'public'),
      appPath(app, 'rspack.config.ts'),
      ...sharedPackages().flatMap((dir) => [join(dir, 'src'), join(dir, 'public'), join(dir, 'package.json')]),
      join(repoRoot, 'tools/rspack'),
      join(repoRoot, 'package-lock.json'),
      ...(app.dir === shellApp.dir ? [join(repoRoot, 'tools/prerender')] : []),
    ],
    (file) => /\.test\.tsx?$/.test(file),
  );
}
