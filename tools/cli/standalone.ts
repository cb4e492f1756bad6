import { existsSync, readFileSync } from 'node:fs';
import { appPath, catalogueApp, findRemote, remoteApps } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { BUILD_STAMP } from '../deploy/compile-app';
import { DeployError } from '../deploy/deploy-error';
import { sourceHash } from '../deploy/source-hash';
import { listen } from './serve';

/** `npm start -w mfe-<name>`: one remote on its own port, in its minimal frame, for QA. */
export async function run([name, ...rest]: readonly string[]): Promise<void> {
  const remote = name === 'catalogue' ? catalogueApp : name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`Usage: bbg standalone <${remoteApps.map((r) => r.dir).join('|')}|catalogue>`);
  const stamp = appPath(remote, 'dist', BUILD_STAMP);
  const hash = sourceHash(remote);
  const fresh = existsSync(stamp) && (JSON.parse(readFileSync(stamp, 'utf8')) as { sourceHash: string }).sourceHash === hash;
  if (!fresh || rest.includes('--build')) {
    await buildApps([remote]);
  }
  await listen(appPath(remote, 'dist'), Number(process.env.PORT ?? remote.port), `${remote.dir} standalone`, { configOptional: true });
}
