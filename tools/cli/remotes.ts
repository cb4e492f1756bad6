import { stagedOf } from '@bbg/contract';
import { remoteApps } from '../apps';
import { readRegistry } from '../deploy/registry-store';
import { openTarget } from '../deploy/storage/deploy-target';
import { defineCommand, parseCommand } from './command-args';
import { TARGET_OPTION } from './target-options';

export const command = defineCommand({ usage: 'Usage: npm run remotes -- [--target <folder | s3://bucket/prefix>]', options: TARGET_OPTION });

/** Each remote's current version, the versions it can go back to and its staged ones. */
export async function run(args: readonly string[] = []): Promise<void> {
  const { values } = parseCommand(args, command);
  const store = openTarget(values.target);
  const { registry } = await readRegistry(store);
  console.log(`Registry: ${store.location} (updated ${registry.updatedAt})`);
  for (const remote of remoteApps) {
    const record = registry.remotes[remote.id];
    if (!record) {
      console.log(`${remote.id.padEnd(8)} not released`);
      continue;
    }
    const routes = record.versions[record.current]?.routes.length ?? 0;
    const back = [...record.previous].reverse().join(', ') || 'none';
    const staged = stagedOf(record).join(', ') || 'none';
    console.log(`${remote.id.padEnd(8)} current ${record.current} (${routes} routes); can go back to: ${back}; staged: ${staged}`);
  }
}
