/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../apps';
import { listFiles } from '../deploy/hash';

/** What building mfe-legal reads: the root files, the build tools, the shared workspace and the app. */
const CHECKOUT_PATHS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'types', 'tools', 'shared', 'mfe-legal'];

/** A copy of the tree, files hard-linked (copied across file systems), symlinks kept as they are. */
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

/** A fresh checkout of the files the build needs (tracked ones and new ones git does not ignore), with the installed packages. */
function makeCheckout(dir: string): void {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...CHECKOUT_PATHS], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    copyFileSync(join(repoRoot, file), join(dir, file));
  }
  linkTree(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
}

function buildLegal(checkout: string, out: string): void {
  const run = spawnSync(process.execPath, [join(checkout, 'tools/bin/bbg.mjs'), 'build-app', 'mfe-legal', '--out', out], {
    cwd: checkout,
    env: { ...process.env, BBG_ROOT: checkout, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`The build in ${checkout} failed:\n${run.stderr}`);
}

const digests = (dir: string): Record<string, string> =>
  Object.fromEntries(listFiles(dir).map((file) => [file, createHash('sha256').update(readFileSync(join(dir, file))).digest('hex')]));

describe('a remote built in two checkout folders', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bbg-portable-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('comes out byte for byte the same, every file', () => {
    // One checkout, built, then moved to a folder of another name and depth and built again.
    const first = join(scratch, 'a');
    const second = join(scratch, 'second-checkout', 'of-the-site');
    makeCheckout(first);
    buildLegal(first, join(scratch, 'out-first'));
    mkdirSync(dirname(second), { recursive: true });
    renameSync(first, second);
    buildLegal(second, join(scratch, 'out-second'));
    const files = digests(join(scratch, 'out-first'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'server/pages.cjs']));
    expect(Object.keys(files)).not.toContain('mf-manifest-stats.json');
    expect(digests(join(scratch, 'out-second'))).toEqual(files);
  }, 300_000);
});
