import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry, RemoteId } from '@bbg/contract';
import { repoRoot } from '../../tools/apps';
import { privateDirOf, registryPath } from '../../tools/deploy/deploy-paths';
import { listFiles, sri } from '../../tools/deploy/hash';
import { createSiteServer } from '../../tools/server/create-server';

/** A private copy of the deploy folder with its own server, so release/rollback/tamper tests touch nothing shared. */
export interface DeploySandbox {
  readonly dir: string;
  readonly url: string;
  /** Runs a project command (release, rollback, remotes) against this sandbox. */
  bbg(...args: string[]): string;
  /** Leaves a remote with its current version only, so no earlier version can stand in for it. */
  forgetHistory(id: RemoteId): void;
  close(): Promise<void>;
}

export async function openSandbox(): Promise<DeploySandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'bbg-deploy-'));
  cpSync(join(repoRoot, 'dist'), dir, { recursive: true });
  cpSync(privateDirOf(join(repoRoot, 'dist')), privateDirOf(dir), { recursive: true });
  const server: Server = createSiteServer({ root: dir, enquiryLog: join(dir, 'enquiries.jsonl') });
  // A command run here (release, rollback) holds this process for seconds: an idle keep-alive connection the test's
  // client holds must not time out meanwhile, or the next request meets a socket the server is closing (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dir,
    url: `http://localhost:${port}`,
    bbg: (...args) =>
      execFileSync('node', [join(repoRoot, 'tools/bin/bbg.mjs'), ...args], { env: { ...process.env, DEPLOY_DIR: dir }, encoding: 'utf8' }),
    forgetHistory: (id) => {
      const path = registryPath(dir);
      const registry = JSON.parse(readFileSync(path, 'utf8')) as Registry;
      const record = registry.remotes[id];
      if (!record) throw new Error(`${id} is not in the registry`);
      writeFileSync(path, JSON.stringify({ ...registry, remotes: { ...registry.remotes, [id]: { ...record, previous: [] } } }));
      rmSync(`${path}.br`, { force: true });
      rmSync(`${path}.gz`, { force: true });
    },
    close: async () => {
      // The browser may still hold keep-alive connections: drop them, or close() waits for their timeout.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const folder of [dir, privateDirOf(dir)]) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The build copies this worker made, removed when it exits (about 1 MB each, a few dozen a run). */
const buildCopies: string[] = [];

/** A copy of a remote's real build, to change as a new build of it would be, in a folder of its own. */
export function buildCopy(appDir: string): string {
  if (buildCopies.length === 0) process.once('exit', () => buildCopies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const out = mkdtempSync(join(tmpdir(), 'bbg-build-'));
  buildCopies.push(out);
  cpSync(join(repoRoot, appDir, 'dist'), out, { recursive: true });
  return out;
}

/**
 * A second build of a remote whose scripts say `to` where the first said `from`: a copy of the real
 * build with the text replaced and the chunk hashes the runtime checks re-signed, as a rebuild would.
 */
export function variantBuild(appDir: string, from: string, to: string): string {
  const out = buildCopy(appDir);
  // The render bundle (server/pages.cjs) too: the pre-rendered page must say what the browser's page says.
  const scripts = listFiles(out).filter((f) => /\.c?js$/.test(f));
  const resigned = new Map<string, string>();
  for (const file of scripts) {
    const path = join(out, file);
    const before = readFileSync(path, 'utf8');
    if (!before.includes(from)) continue;
    writeFileSync(path, before.replaceAll(from, to));
    resigned.set(sri(before), sri(readFileSync(path)));
  }
  if (resigned.size === 0) throw new Error(`${appDir}: no script contains ${from}`);
  for (const file of scripts) {
    const path = join(out, file);
    let text = readFileSync(path, 'utf8');
    for (const [old, next] of resigned) text = text.replaceAll(old, next);
    writeFileSync(path, text);
  }
  return out;
}

/** Changes a published file without telling the registry, as an attacker or a broken CDN would. */
export function tamper(path: string): void {
  writeFileSync(path, `${readFileSync(path, 'utf8')}\n;window.__tampered = true;`);
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
}
