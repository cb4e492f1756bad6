import type { Registry } from '@bbg/contract';
import { canaryOf, stagedOf } from '@bbg/contract';
import { remoteApps } from '../apps';
import { noRegistryText, readRegistry } from '../deploy/registry-store';
import { openTarget } from '../deploy/storage/deploy-target';
import { defineCommand, parseCommand } from './command-args';
import { TARGET_OPTION } from './target-options';
import { counted } from '../counted';
import { nameColumn } from './name-column';

export const command = defineCommand({
  usage: 'Usage: npm run remotes -- [--routes] [--target <folder | s3://bucket/prefix>]',
  options: { ...TARGET_OPTION, routes: { type: 'boolean' } },
});

/** One line a remote: its current version, the versions it can go back to, its staged ones and its canary; with `routes`, the paths its current version serves. */
export function describeRemotes(registry: Registry, ids: readonly string[], withRoutes = false): string[] {
  const name = nameColumn(ids);
  return ids.flatMap((id) => {
    const record = registry.remotes[id];
    if (!record) return [`${name(id)} not released`];
    const routes = record.versions[record.current]?.routes ?? [];
    const back = [...record.previous].reverse().join(', ') || 'none';
    // Versions the record still describes that a plain rollback does not step through (one rolled back from, one
    // past the last ten) but `rollback --to` reaches: every one but current and the staged ones, newest first.
    const beside = new Set([record.current, ...record.previous, ...stagedOf(record)]);
    const reached = Object.entries(record.versions)
      .filter(([name]) => !beside.has(name))
      .sort(([, a], [, b]) => b.publishedAt.localeCompare(a.publishedAt))
      .map(([name]) => name);
    const staged = stagedOf(record).join(', ') || 'none';
    const canary = canaryOf(record);
    const line = `${name(id)} current ${record.current} (${counted(routes.length, 'route')}); can go back to: ${back}${reached.length ? `; --to also reaches: ${reached.join(', ')}` : ''}; staged: ${staged}${canary ? `; canary: ${canary.version} to ${canary.percent}% of visitors` : ''}`;
    return withRoutes ? [line, ...routes.map((route) => `  ${route.path.padEnd(24)} ${route.expose.padEnd(22)} ${route.title}`)] : [line];
  });
}

/** Each remote's current version, the versions it can go back to and its staged ones (and, with --routes, its routes). */
export async function run(args: readonly string[] = []): Promise<void> {
  const { values } = parseCommand(args, command);
  const store = openTarget(values.target);
  const { registry, body } = await readRegistry(store);
  // No registry there: a wrong target (a mistyped DEPLOY_DIR or --target), or a site never built.
  console.log(body ? `Registry: ${store.location} (updated ${registry.updatedAt})` : noRegistryText(store.location));
  for (const line of describeRemotes(registry, remoteApps.map((remote) => remote.id), values.routes)) console.log(line);
}
