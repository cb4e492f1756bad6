// Test fixture: a fresh checkout of the repository in a folder of its own: the files git tracks (and new ones it does
// not ignore) and nothing else (no dist/, no build output, no caches), with the installed packages.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps';

/** A copy of a tree, files hard-linked (copied across file systems), symlinks kept as they are. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (stat.isDirectory()) {
      if (name !== '.cache') linkTree(source, target);
    } else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * node_modules as a folder of links: each package a symlink to the installed one, each workspace link (a relative
 * symlink, such as @bbg/kit to the checkout's shared/kit) kept as it is, so it names the checkout's own workspace. No .cache.
 */
function linkPackages(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (name === '.cache') continue;
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (name.startsWith('@')) linkPackages(source, target);
    else symlinkSync(source, target);
  }
}

export interface CheckoutOptions {
  /** Only these paths of the repository (all by default). */
  readonly paths?: readonly string[];
  /**
   * `linked`: packages are symlinks to the installed ones (fast; their code resolves outside the checkout).
   * `copied`: a hard-linked copy, so every module the build reads is inside the checkout (for comparing builds).
   */
  readonly packages: 'linked' | 'copied';
}

export function makeCheckout(dir: string, { paths = [], packages }: CheckoutOptions): string {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    copyFileSync(join(repoRoot, file), join(dir, file));
  }
  (packages === 'linked' ? linkPackages : linkTree)(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The project's CLI as a person runs it in `checkout`: its own tools, DEPLOY_DIR pointing nowhere, no DEPLOY_TARGET. */
export async function runBbg(checkout: string, env: Readonly<Record<string, string>>, ...args: string[]): Promise<{ out: string; ms: number }> {
  const started = Date.now();
  const { stdout } = await promisify(execFile)(process.execPath, [join(checkout, 'tools/bin/bbg.mjs'), ...args], {
    cwd: checkout,
    env: { ...process.env, ...env, DEPLOY_DIR: join(checkout, 'no-dist'), DEPLOY_TARGET: '', BBG_ROOT: checkout },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { out: stdout, ms: Date.now() - started };
}
