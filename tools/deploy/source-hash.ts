import { join } from 'node:path';
import { appPath, repoRoot, type AppInfo } from '../apps';
import { hashTree } from './hash';

/** Hash of everything an app's build depends on: its own files, the shared workspace, the build factory, the lockfile. */
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
    ],
    (file) => /\.test\.tsx?$/.test(file),
  );
}
