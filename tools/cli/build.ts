import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPath, remoteApps, shellApp } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { precompress } from '../deploy/compress';
import { deployDir } from '../deploy/deploy-paths';
import { listFiles } from '../deploy/hash';
import { publishRemote } from '../deploy/publish-remote';
import { readRegistry } from '../deploy/registry-store';
import { sourceHash } from '../deploy/source-hash';
import { renderAll } from '../prerender/render-all';

const SHELL_STAMP = 'shell-build.json';

/** Builds what is stale: each remote whose sources changed since its current version, then the shell. */
export async function buildSite({ force = false }: { readonly force?: boolean } = {}): Promise<void> {
  const started = Date.now();
  const dir = deployDir();
  mkdirSync(dir, { recursive: true });
  const registry = readRegistry();
  const stale = remoteApps.filter((remote) => {
    // Any published version built from these sources counts: a rolled-back remote stays rolled back.
    const hash = sourceHash(remote);
    return force || !Object.values(registry.remotes[remote.id]?.versions ?? {}).some((v) => v.sourceHash === hash);
  });
  if (stale.length > 0) {
    console.log(`Building ${stale.map((r) => r.dir).join(', ')}…`);
    await buildApps(stale);
    for (const remote of stale) {
      const { version, changed } = publishRemote(remote, appPath(remote, 'dist'), sourceHash(remote));
      console.log(`  ${remote.dir}: ${changed ? 'now at' : 'unchanged at'} ${version}`);
    }
  }
  const shellHash = sourceHash(shellApp);
  const stampFile = join(dir, SHELL_STAMP);
  const stamp = existsSync(stampFile) ? (JSON.parse(readFileSync(stampFile, 'utf8')) as { sourceHash?: string }) : {};
  if (force || stale.length > 0 || stamp.sourceHash !== shellHash || !existsSync(join(dir, 'index.html'))) {
    console.log('Building shell…');
    await buildApps([shellApp]);
    const out = appPath(shellApp, 'dist');
    cpSync(out, dir, { recursive: true });
    precompress(listFiles(out).map((file) => join(dir, file)));
    const rendered = await renderAll(dir);
    for (const failure of rendered.failed) console.error(`  Not pre-rendered (served as app.html): ${failure}`);
    console.log(`  ${rendered.pages} pages pre-rendered in ${rendered.seconds.toFixed(1)} s.`);
    writeFileSync(stampFile, `${JSON.stringify({ sourceHash: shellHash, builtAt: new Date().toISOString() })}\n`);
  }
  console.log(`Site ready in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}

export async function run(args: readonly string[]): Promise<void> {
  await buildSite({ force: args.includes('--force') });
}
