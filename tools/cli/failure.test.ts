/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { ConfigError } from '../server/config-error';
import { failureReport } from './failure';
import { tempDir } from '../jest/temp-dir';

const HINT = '(An unexpected failure: run the command again with BBG_DEBUG=1 to see its stack trace.)';

describe('what the command line prints when a command fails', () => {
  it('a DeployError: its message alone', () => {
    expect(failureReport(new DeployError('The registry is damaged.'), false)).toBe('The registry is damaged.');
  });

  it("the server's ConfigError, a file it was given that cannot be used: its message alone", () => {
    expect(failureReport(new ConfigError('/srv/site/config.json is not valid JSON'), false)).toBe('/srv/site/config.json is not valid JSON');
  });

  it('anything else: its message, its kind unless a plain Error, and how to see the stack trace; no stack trace', () => {
    expect(failureReport(new Error('EISDIR: illegal operation on a directory'), false)).toBe(`EISDIR: illegal operation on a directory\n${HINT}`);
    expect(failureReport(new TypeError("Cannot read properties of undefined (reading 'x')"), false)).toBe(`TypeError: Cannot read properties of undefined (reading 'x')\n${HINT}`);
    expect(failureReport('a string thrown', false)).toBe(`a string thrown\n${HINT}`);
  });

  it('a write the file system refused (a read-only deploy folder, a full disk, a permission): its message alone, which names the file', () => {
    const refused = (code: string, message: string): Error => Object.assign(new Error(message), { code, syscall: 'open' });
    const readOnly = "EROFS: read-only file system, open '/srv/dist-private/registry-history/x.json.tmp'. The registry was not changed.";
    expect(failureReport(refused('EROFS', readOnly), false)).toBe(readOnly);
    expect(failureReport(refused('ENOSPC', "ENOSPC: no space left on device, write '/srv/dist/registry.json'"), false)).toBe("ENOSPC: no space left on device, write '/srv/dist/registry.json'");
    expect(failureReport(refused('EACCES', "EACCES: permission denied, open '/srv/dist/x'"), false)).toBe("EACCES: permission denied, open '/srv/dist/x'");
    // Any other code is still unexpected.
    expect(failureReport(refused('EBADF', 'EBADF: bad file descriptor, read'), false)).toBe(`EBADF: bad file descriptor, read\n${HINT}`);
  });

  it('with BBG_DEBUG: the stack trace', () => {
    const error = new TypeError('x is not a function');
    expect(failureReport(error, true)).toBe(error.stack);
    expect(failureReport(error, true)).toMatch(/\n {4}at /);
  });

  it('bbg itself prints a failure as failureReport says, and exits 1', async () => {
    // The vitals log named as a folder: the command says so in one line.
    const folder = tempDir('bbg-vitals-');
    const env = { ...process.env, VITALS_LOG: folder, BBG_DEBUG: '' };
    const failed = await promisify(execFile)(process.execPath, [join(repoRoot, 'tools/bin/bbg.mjs'), 'vitals'], { cwd: repoRoot, env }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: `${folder} is not a file: VITALS_LOG names the beacon log the server writes.\n` });
  }, 30_000);
});
