import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPath, type AppInfo } from '../apps';
import { sourceHash } from './source-hash';

/** Written into each build: the sources it was made from. It is never published. */
export const BUILD_STAMP = 'build-stamp.json';

export function stampBuild(app: AppInfo, outDir: string): void {
  writeFileSync(join(outDir, BUILD_STAMP), JSON.stringify({ sourceHash: sourceHash(app) }));
}

/**
 * Was the build in `dir` (the app's dist/ by default) made from the app's sources as they are now? Then building
 * again would give the same bytes (builds depend on nothing else, tools/rspack/portable-build.built.test.ts), so it is
 * used as it is. A missing or unreadable stamp means no.
 */
export function builtFromSources(app: AppInfo, dir = appPath(app, 'dist')): boolean {
  try {
    const stamp: unknown = JSON.parse(readFileSync(join(dir, BUILD_STAMP), 'utf8'));
    return typeof stamp === 'object' && stamp !== null && (stamp as { sourceHash?: unknown }).sourceHash === sourceHash(app);
  } catch {
    return false;
  }
}
