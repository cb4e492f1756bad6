import { appPath, catalogueApp, findRemote, remoteApps } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { builtFromSources } from '../deploy/build-stamp';
import { DeployError } from '../deploy/deploy-error';
import { onlyArguments } from './command-args';
import { listen } from './serve';

export const usage = `Usage: bbg standalone <${remoteApps.map((r) => r.dir).join('|')}|catalogue> [--build]`;

/** `npm start -w mfe-<name>`: one remote on its own port, in its minimal frame, for QA. */
export async function run([name, ...rest]: readonly string[]): Promise<void> {
  const remote = name === 'catalogue' ? catalogueApp : name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(usage);
  onlyArguments(rest, ['--build'], usage);
  if (!builtFromSources(remote) || rest.includes('--build')) {
    await buildApps([remote]);
  }
  await listen(appPath(remote, 'dist'), Number(process.env.PORT ?? remote.port), `${remote.dir} standalone`, { configOptional: true });
}
