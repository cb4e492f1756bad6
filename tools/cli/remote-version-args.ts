import { findRemote, remoteApps, type RemoteInfo } from '../apps';
import { DeployError } from '../deploy/deploy-error';

export const REMOTE_IDS = remoteApps.map((r) => r.id).join('|');

/** The remote a command's `<remote>` argument names; an unknown one is refused with the command's usage. */
export function remoteNamed(name: string, usage: string): RemoteInfo {
  const remote = findRemote(name);
  if (!remote) throw new DeployError(`Unknown remote '${name}'. ${usage}`);
  return remote;
}
