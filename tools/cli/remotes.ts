import { remoteApps } from '../apps';
import { registryPath } from '../deploy/deploy-paths';
import { readRegistry } from '../deploy/registry-store';

/** Each remote's current version and the versions it can go back to. */
export async function run(): Promise<void> {
  const registry = readRegistry();
  console.log(`Registry: ${registryPath()} (updated ${registry.updatedAt})`);
  for (const remote of remoteApps) {
    const record = registry.remotes[remote.id];
    if (!record) {
      console.log(`${remote.id.padEnd(8)} not released`);
      continue;
    }
    const routes = record.versions[record.current]?.routes.length ?? 0;
    const back = [...record.previous].reverse().join(', ') || 'none';
    console.log(`${remote.id.padEnd(8)} current ${record.current} (${routes} routes); can go back to: ${back}`);
  }
}
