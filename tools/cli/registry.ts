import { DeployError } from '../deploy/deploy-error';
import { registryHistory, restoreRegistry } from '../deploy/registry-restore';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { openTarget } from '../deploy/storage/deploy-target';
import { defineCommand, parseCommand } from './command-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';

export const command = defineCommand({
  usage: `Usage: npm run registry -- <history | restore [<time>] [${UNSAFE_STORE_FLAG}]> [--target <folder | s3://bucket/prefix>]`,
  options: WRITABLE_TARGET_OPTIONS,
  positionals: ['history | restore', 'time?'],
});

/** The registry's history: list it, or put the newest valid (or a named) earlier registry back. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [action, time] } = parseCommand(args, command);
  if (action === 'history' && time === undefined && !values['allow-unconditional-store']) {
    const store = openTarget(values.target);
    const history = await registryHistory(store);
    console.log(history.length ? history.map((entry) => entry.time).join('\n') : `${store.location} has no registry history yet.`);
    return;
  }
  if (action === 'history') throw new DeployError(`${time === undefined ? `${UNSAFE_STORE_FLAG} is for restore` : `history lists every time, and takes none (got ${time})`}. ${command.usage}`);
  if (action !== 'restore') throw new DeployError(`Unknown action '${action}': history or restore. ${command.usage}`);
  const store = await writableStore(values);
  const restored = await restoreRegistry(store, time);
  const remotes = Object.entries(restored.registry.remotes).map(([id, record]) => `${id} at ${record?.current}`).join(', ') || 'no remotes';
  console.log(`Registry of ${store.location} restored from the history entry ${restored.time} (${store.where(restored.key)}; ${remotes}).`);
}
