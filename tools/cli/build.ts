import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGISTRY_FILE, type Registry } from '@bbg/contract';
import { appPath, remoteApps, shellApp } from '../apps';
import { BAKED_REGISTRY_ENV } from '../deploy/baked-registry';
import { buildApps } from '../deploy/build-apps';
import { builtFromSources } from '../deploy/build-stamp';
import { publishRemote } from '../deploy/publish-remote';
import { publishWorkspace } from '../deploy/publish-workspace';
import { readRegistry } from '../deploy/registry-store';
import { SHELL_STAMP, shellStamp, stampedShellHash } from '../deploy/shell-stamp';
import { sourceHash } from '../deploy/source-hash';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import type { ObjectStore } from '../deploy/storage/object-store';
import { countRequests } from '../deploy/storage/request-count';
import { withWorkspace } from '../deploy/workspace';
import { renderAll } from '../prerender/render-all';
import { refreshSiteFiles } from '../prerender/site-files';
import { defineCommand, parseCommand } from './command-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';
import { counted } from '../counted';

/** The shell's build, with the target's registry baked in as its last known good copy. */
async function buildShell(registry: Registry): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bbg-baked-'));
  try {
    writeFileSync(join(dir, REGISTRY_FILE), JSON.stringify(registry));
    process.env[BAKED_REGISTRY_ENV] = join(dir, REGISTRY_FILE);
    await buildApps([shellApp]);
  } finally {
    delete process.env[BAKED_REGISTRY_ENV];
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lays the new shell out over the target, renders every page against it and publishes it all. */
export async function publishShell(store: ObjectStore, registry: Registry, shellHash: string): Promise<void> {
  await withWorkspace(store, async (ws) => {
    cpSync(appPath(shellApp, 'dist'), ws.dir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
    ws.write(SHELL_STAMP, shellStamp(shellHash));
    const rendered = await renderAll(ws, registry);
    for (const failure of rendered.failed) console.error(`  Not pre-rendered (served as app.html): ${failure}`);
    console.log(`  ${counted(rendered.pages, 'page')} pre-rendered in ${rendered.seconds.toFixed(1)} s.`);
    await publishWorkspace(ws);
    await refreshSiteFiles(ws);
  });
}

/** Builds what is stale (each remote whose sources changed since its current version, then the shell) and publishes it to the target. */
export async function buildSite(target: ObjectStore, { force = false }: { readonly force?: boolean } = {}): Promise<void> {
  const started = Date.now();
  const store = countRequests(target);
  const { registry: before } = await readRegistry(store);
  const stale = remoteApps.filter((remote) => {
    // Any published version built from these sources counts: a rolled-back remote stays rolled back.
    const hash = sourceHash(remote);
    return force || !Object.values(before.remotes[remote.id]?.versions ?? {}).some((v) => v.sourceHash === hash);
  });
  if (stale.length > 0) {
    // A remote whose dist/ was built from these very sources (an earlier build for another target) is not built again.
    const unbuilt = stale.filter((remote) => force || !builtFromSources(remote));
    const built = stale.filter((remote) => !unbuilt.includes(remote));
    if (built.length > 0) console.log(`Using the builds of ${built.map((r) => r.dir).join(', ')}: made from these sources.`);
    if (unbuilt.length > 0) {
      console.log(`Building ${unbuilt.map((r) => r.dir).join(', ')}…`);
      await buildApps(unbuilt);
    }
    for (const remote of stale) {
      const { version, changed } = await publishRemote(remote, appPath(remote, 'dist'), sourceHash(remote), store);
      console.log(`  ${remote.dir}: ${changed ? 'now at' : 'unchanged at'} ${version}`);
    }
  }
  const shellHash = sourceHash(shellApp);
  const stamped = await stampedShellHash(store);
  if (force || stale.length > 0 || stamped !== shellHash || !(await store.get('index.html'))) {
    console.log('Building shell…');
    const { registry } = await readRegistry(store);
    await buildShell(registry);
    await publishShell(store, registry, shellHash);
  }
  console.log(`Site ready in ${store.location} (${((Date.now() - started) / 1000).toFixed(1)} s, ${counted(store.total(), 'storage request')}).`);
}

export const command = defineCommand({
  usage: `Usage: npm run build -- [--force] [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]   (--force: build every app again, even those built from the same sources)`,
  options: { force: { type: 'boolean' }, ...WRITABLE_TARGET_OPTIONS },
});

export async function run(args: readonly string[]): Promise<void> {
  const { values } = parseCommand(args, command);
  await buildSite(await writableStore(values), { force: values.force });
}
