import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../apps';

export interface ServeProcess {
  readonly child: ChildProcess;
  readonly origin: string;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real `bbg serve` on `root` as a child process, on `port` (0: a free one), and resolves once it is listening. */
export async function spawnServe(root: string, env: Readonly<Record<string, string>> = {}, asked = 0): Promise<ServeProcess> {
  const port = asked === 0 ? await freePort() : asked;
  const child = spawn(process.execPath, [join(repoRoot, 'tools', 'bin', 'bbg.mjs'), 'serve', '--port', String(port)], {
    env: { ...process.env, ...env, DEPLOY_DIR: root, BBG_ROOT: repoRoot },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(`:${port}`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`bbg serve exited with ${String(code)} before listening:\n${output}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
