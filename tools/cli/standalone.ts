import { appPath, catalogueApp, findRemote, portFromEnv, remoteApps } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { builtFromSources } from '../deploy/build-stamp';
import { DeployError } from '../deploy/deploy-error';
import { defineCommand, parseCommand } from './command-args';
import { listen } from './serve';

export const command = defineCommand({
  usage: `Usage: npm start -w <${remoteApps.map((r) => r.dir).join('|')}> -- [--build]   (npx bbg standalone <app|catalogue> [--build] alike)`,
  options: { build: { type: 'boolean' } },
  positionals: ['remote'],
});

/** `npm start -w mfe-<name>`: one remote on its own port, in its minimal frame, for QA. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name] } = parseCommand(args, command);
  const remote = name === 'catalogue' ? catalogueApp : findRemote(name);
  if (!remote) throw new DeployError(`Unknown remote '${name}'. ${command.usage}`);
  if (!builtFromSources(remote) || values.build) {
    await buildApps([remote]);
  }
  await listen(appPath(remote, 'dist'), portFromEnv(remote.port), `${remote.dir} standalone`, { configOptional: true, portFlag: `PORT=<port> npm start -w ${remote.dir}` });
}
