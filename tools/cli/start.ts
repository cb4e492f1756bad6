import { sitePort } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { isFolderTarget, openTarget } from '../deploy/storage/deploy-target';
import { buildSite } from './build';
import { defineCommand, parseCommand } from './command-args';
import { assertPortFree } from './port-in-use';
import { listen } from './serve';
import { TARGET_OPTION } from './target-options';

/** npm start has no --port: the PORT variable picks the port. */
const START_PORT = 'PORT=<port> npm start';

export const command = defineCommand({ usage: 'Usage: npm start -- [--target <folder>]   (builds what is stale, then serves it on PORT, 8080 unless set)', options: TARGET_OPTION });

/** `npm start`: builds what is stale, then serves the composed production build. */
export async function run(args: readonly string[] = []): Promise<void> {
  const { values } = parseCommand(args, command);
  const store = openTarget(values.target);
  if (!isFolderTarget(store)) throw new DeployError(`npm start serves a folder, and the deploy target is ${store.location}: use npm run build to publish there.`);
  await assertPortFree(sitePort, START_PORT);
  await buildSite(store);
  await listen(store.root, sitePort, 'BBG site', { portFlag: START_PORT });
}
