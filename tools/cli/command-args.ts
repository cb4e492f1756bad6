import { DeployError } from '../deploy/deploy-error';

/** `bbg <command> --help` (or `-h`): the command prints its usage instead of running. */
export const asksForHelp = (args: readonly string[]): boolean => args.includes('--help') || args.includes('-h');

/**
 * Refuses an argument the command does not take. Ignored, a misspelt flag (`--forse`) would run the command as if
 * it had not been given, which for a build or a release is worse than stopping.
 */
export function onlyArguments(args: readonly string[], allowed: readonly string[], usage: string): void {
  const unknown = args.find((arg) => !allowed.includes(arg));
  if (unknown !== undefined) throw new DeployError(`Unknown argument '${unknown}'. ${usage}`);
}

/** The value of `--port`: a whole number from 0 to 65535 (0: any free port). */
export function portNumber(value: string | undefined): number {
  const port = /^\d{1,5}$/.test(value ?? '') ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new DeployError(`--port needs a port number (0 to 65535), got '${value ?? ''}'.`);
  return port;
}
