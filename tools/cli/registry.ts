import { DeployError } from '../deploy/deploy-error';
import { registryHistory, restoreRegistry } from '../deploy/registry-restore';
import { targetFromArgs } from '../deploy/storage/deploy-target';

const usage = 'Usage: npm run registry -- <history | restore [<time>]> [--target <folder | s3://bucket/prefix>]';

/** The registry's history: list it, or put the newest valid (or a named) earlier registry back. */
export async function run(args: readonly string[]): Promise<void> {
  const { store, rest } = targetFromArgs(args);
  const [command, time, extra] = rest;
  if (command === 'history' && time === undefined) {
    const history = await registryHistory(store);
    console.log(history.length ? history.map((entry) => entry.time).join('\n') : `${store.location} has no registry history yet.`);
    return;
  }
  if (command !== 'restore' || extra !== undefined || time?.startsWith('-')) throw new DeployError(usage);
  const restored = await restoreRegistry(store, time);
  const remotes = Object.entries(restored.registry.remotes).map(([id, record]) => `${id} at ${record?.current}`).join(', ') || 'no remotes';
  console.log(`Registry of ${store.location} restored from the history entry ${restored.time} (${store.where(restored.key)}; ${remotes}).`);
}
