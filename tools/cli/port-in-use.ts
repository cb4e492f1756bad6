import { createServer } from 'node:net';
import { DeployError } from '../deploy/deploy-error';

/** A port another program holds, said in one line with the way to pick another (`--port <port>`). */
export const portInUse = (port: number, how: string): DeployError => new DeployError(`Port ${port} is in use: stop what serves there, or pick another port with ${how}.`);

/** Rejects with portInUse when listening on `port` fails because it is taken, with the error itself otherwise. */
export function listenOrSay(server: { once: (event: 'error', listener: (error: NodeJS.ErrnoException) => void) => unknown; listen: (port: number, ready: () => void) => unknown }, port: number, how: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(error.code === 'EADDRINUSE' ? portInUse(port, how) : error));
    server.listen(port, resolve);
  });
}

/** Refuses a taken port at once, before a command spends a build on it. */
export async function assertPortFree(port: number, how: string): Promise<void> {
  const probe = createServer();
  await listenOrSay(probe, port, how);
  await new Promise((resolve) => probe.close(resolve));
}
