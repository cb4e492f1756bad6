import { DeployError } from '../deploy/deploy-error';
import { registryHistory, restoreRegistry } from '../deploy/registry-restore';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { targetFromArgs, writableTarget } from '../deploy/storage/deploy-target';

export const usage = `Usage: npm run registry -- <history | restore [<time>] [${UNSAFE_STORE_FLAG}]> [--target <folder | s3://bucket/prefix>]`;

/** The registry's history: list it, or put the newest valid (or a named) earlier registry back. */
export async function run(args: readonly string[]): Promise<void> {
  const target = targetFromArgs(args);
  if (target.rest[0] === 'history' && target.rest.length === 1) {
    const history = await registryHistory(target.store);
    console.log(history.length ? history.map((entry) => entry.time).join('\n') : `${target.store.location} has no registry history yet.`);
    return;
  }
  const { store, parsed: time } = await writableTarget(target, ([command, time, extra]) => {
    if (command !== 'restore' || extra !== undefined || time?.startsWith('-')) throw new DeployError(usage);
    return time;
  });
  const restored = await restoreRegistry(store, time);
  const remotes = Object.entries(restored.registry.remotes).map(([id, record]) => `${id} at ${record?.current}`).join(', ') || 'no remotes';
  console.log(`Registry of ${store.location} restored from the history entry ${restored.time} (${store.where(restored.key)}; ${remotes}).`);
}
