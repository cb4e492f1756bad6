import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { appPath, repoRoot, type AppInfo } from '../apps';
import { limiter } from '../async/limiter';
import { DeployError } from './deploy-error';

/** Where buildApps puts each app's build: its own dist/ unless told otherwise. */
export type OutDir = (app: AppInfo) => string;

function buildInChild(app: AppInfo, outDir: string): Promise<void> {
  const args = [join(repoRoot, 'tools/bin/bbg.mjs'), 'build-app', app.dir, '--out', outDir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, BBG_ROOT: repoRoot } });
    child.on('error', reject);
    // The build has said why above (a compile error, a catalogue that differs from English's): no stack trace to add.
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new DeployError(`${app.dir}: build failed (${signal ?? `exit ${code}`}); its output above says why.`))));
  });
}

/**
 * Production builds of several apps, each in a process of its own, at most one per core at a time.
 * Not one multi-compiler: Rspack numbers chunks from a process-wide counter and orders the SRI hash table
 * of a remote's entry by those numbers, so a remote compiled after or beside another app got different
 * bytes (and so a new version name) from the same remote compiled alone by a release.
 */
export async function buildApps(apps: readonly AppInfo[], outDir: OutDir = (app) => appPath(app, 'dist')): Promise<void> {
  const limit = limiter(availableParallelism());
  await Promise.all(apps.map((app) => limit(() => buildInChild(app, outDir(app)))));
}
