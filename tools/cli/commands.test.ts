/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../apps';
import { COMMANDS } from './commands';

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const bbg = (args: readonly string[]): Promise<Outcome> =>
  new Promise((resolve) => {
    execFile(process.execPath, [join(repoRoot, 'tools/bin/bbg.mjs'), ...args], { cwd: repoRoot, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? 1 : 0, stdout, stderr }),
    );
  });

/** Each spawns a Node process: a generous timeout for a busy machine. */
jest.setTimeout(120_000);

describe('bbg', () => {
  it('says every command\'s arguments with --help, and runs none of them', async () => {
    const outcomes = await Promise.all(COMMANDS.map(async (command) => [command, await bbg([command, '--help'])] as const));
    for (const [command, { code, stdout, stderr }] of outcomes) {
      expect({ command, code, stderr }).toEqual({ command, code: 0, stderr: '' });
      expect(stdout).toMatch(/^Usage: \S+/);
    }
  });

  it('lists its commands when asked, and refuses an unknown one', async () => {
    const listed = await bbg(['--help']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('build|build-app|start');
    const unknown = await bbg(['biuld']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: bbg <build|');
  });

  it('stops at an argument a command does not take, before doing anything, with its usage', async () => {
    const [build, serve] = await Promise.all([bbg(['build', '--forse']), bbg(['serve', '--port', 'abc'])]);
    expect(build).toMatchObject({ code: 1, stdout: '' });
    expect(build.stderr).toMatch(/^Unknown argument '--forse'\. Usage: npm run build/);
    expect(serve).toMatchObject({ code: 1 });
    expect(serve.stderr).toMatch(/^--port needs a port number \(0 to 65535\), got 'abc'\./);
  });
});
