import { findRemote, remoteApps, type RemoteInfo } from '../apps';
import { DeployError } from '../deploy/deploy-error';

export const REMOTE_IDS = remoteApps.map((r) => r.id).join('|');

function remoteNamed(name: string | undefined, usage: string): RemoteInfo {
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  return remote;
}

/** `<remote> <version>` at the head of a command's arguments (an unknown remote or a missing version: the usage). */
export function remoteVersionArgs(rest: readonly string[], usage: string): { remote: RemoteInfo; version: string; more: readonly string[] } {
  const [name, version, ...more] = rest;
  const remote = remoteNamed(name, usage);
  if (!version || version.startsWith('-')) throw new DeployError(usage);
  return { remote, version, more };
}

/** `<remote> <version>`, the whole of a command's arguments. */
export function remoteVersionOnly(rest: readonly string[], usage: string): { remote: RemoteInfo; version: string } {
  const { remote, version, more } = remoteVersionArgs(rest, usage);
  if (more.length > 0) throw new DeployError(usage);
  return { remote, version };
}

/** `<remote> [<flag> <value>]`, the whole of a command's arguments: the remote and the flag's value if given (else: the usage). */
export function remoteFlagArgs(rest: readonly string[], flagName: string, usage: string): { remote: RemoteInfo; value: string | undefined } {
  const [name, flag, value, extra] = rest;
  const remote = remoteNamed(name, usage);
  if ((flag !== undefined && (flag !== flagName || !value)) || extra !== undefined) throw new DeployError(usage);
  return { remote, value };
}
