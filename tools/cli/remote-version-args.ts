import { findRemote, remoteApps, type RemoteInfo } from '../apps';
import { DeployError } from '../deploy/deploy-error';

export const REMOTE_IDS = remoteApps.map((r) => r.id).join('|');

/** `<remote> <version>` at the head of a command's arguments (an unknown remote or a missing version: the usage). */
export function remoteVersionArgs(rest: readonly string[], usage: string): { remote: RemoteInfo; version: string; more: readonly string[] } {
  const [name, version, ...more] = rest;
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if (!version || version.startsWith('-')) throw new DeployError(usage);
  return { remote, version, more };
}
