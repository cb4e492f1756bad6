/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../apps';

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
  it("prints a command's usage for --help or -h, on stdout, and runs nothing", async () => {
    // Each command's usage and its refusals are checked in every-command.test.ts: here, what bbg makes of them.
    const [build, release] = await Promise.all([bbg(['build', '--help']), bbg(['release', 'brands', '-h'])]);
    expect(build).toEqual({ code: 0, stdout: expect.stringMatching(/^Usage: npm run build -- \[--force\][^\n]*\n$/), stderr: '' });
    expect(release).toEqual({ code: 0, stdout: expect.stringMatching(/^Usage: npm run release -- <about\|[^\n]*\n$/), stderr: '' });
  });

  it('lists its commands when asked, and refuses an unknown one', async () => {
    const [listed, unknown] = await Promise.all([bbg(['--help']), bbg(['biuld'])]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('build|build-app|start');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: bbg <build|');
  });

  it('stops at an argument a command does not take, before doing anything, in one line with its usage', async () => {
    const [build, serve, serveInline] = await Promise.all([bbg(['build', '--forse']), bbg(['serve', '--port', 'abc']), bbg(['serve', '--port=abc'])]);
    expect(build).toEqual({ code: 1, stdout: '', stderr: expect.stringMatching(/^Unknown argument '--forse'\. Usage: npm run build -- [^\n]*\n$/) });
    expect(serve).toEqual({ code: 1, stdout: '', stderr: "--port needs a port number (0 to 65535), got 'abc'.\n" });
    expect(serveInline).toEqual(serve);
  });
});
