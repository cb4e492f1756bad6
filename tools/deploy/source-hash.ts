import { join } from 'node:path';
import { appPath, repoRoot, shellApp, type AppInfo } from '../apps';
import { hashTree } from './hash';

/**
 * Hash of everything an app's build depends on: its own files, the shared workspace, the build factory, the lockfile.
 * The shell's build also writes the pre-rendered pages, so the pre-render's code counts for it too.
 */
export function sourceHash(app: AppInfo): string {
  return hashTree(
    [
      appPath(app, 'src'),
      appPath(app, 'catalogue'),
      appPath(app, 'public'),
      appPath(app, 'rspack.config.ts'),
      join(repoRoot, 'shared/src'),
      join(repoRoot, 'shared/public'),
      join(repoRoot, 'tools/rspack'),
      join(repoRoot, 'package-lock.json'),
      ...(app.dir === shellApp.dir ? [join(repoRoot, 'tools/prerender')] : []),
    ],
    (file) => /\.test\.tsx?$/.test(file),
  );
}
