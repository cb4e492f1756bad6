import { sitePort } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { isFolderTarget, targetFromArgs } from '../deploy/storage/deploy-target';
import { buildSite } from './build';
import { onlyArguments } from './command-args';
import { listen } from './serve';

export const usage = 'Usage: npm start -- [--target <folder>]   (builds what is stale, then serves it)';

/** `npm start`: builds what is stale, then serves the composed production build. */
export async function run(args: readonly string[] = []): Promise<void> {
  const { store, rest } = targetFromArgs(args);
  onlyArguments(rest, [], usage);
  if (!isFolderTarget(store)) throw new DeployError(`npm start serves a folder, and the deploy target is ${store.location}: use npm run build to publish there.`);
  await buildSite(store);
  await listen(store.root, sitePort, 'BBG site');
}
