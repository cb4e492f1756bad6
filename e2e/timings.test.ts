/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../tools/apps';
import { tempDir } from '../tools/jest/temp-dir';

jest.setTimeout(60_000);

/** `npm run test:timings -- <args>` in a checkout at `root`: its exit code and what it printed. */
async function timings(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'timings.ts'), ...args], { cwd: repoRoot, env: { ...process.env, BBG_ROOT: root } });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('npm run test:timings', () => {
  const root = tempDir('bbg-timings-');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: [] }));

  it('prints its usage for --help, and refuses an argument it does not take in one line', async () => {
    expect(await timings(repoRoot, '--help')).toEqual({ code: 0, stdout: expect.stringMatching(/^Usage: npm run test:timings -- \[count\][^\n]*\n$/), stderr: '' });
    expect(await timings(repoRoot, '--count')).toEqual({ code: 2, stdout: '', stderr: expect.stringMatching(/^Unexpected argument '--count'\. Usage: [^\n]*\n$/) });
  });

  it('says in one line that Playwright has not run yet, rather than with a stack trace', async () => {
    expect(await timings(root)).toEqual({ code: 1, stdout: '', stderr: `No Playwright report in ${join(root, 'test-results', 'e2e-report.json')}: run Playwright first (npm run test:browser, or one project of it).\n` });
  });

  it('sums the report per spec and lists the slowest tests', async () => {
    mkdirSync(join(root, 'test-results'));
    const results = (seconds: number) => [{ duration: seconds * 1000, status: 'passed', retry: 0 }];
    const spec = (title: string, seconds: number) => ({ title, file: 'site/a.spec.ts', line: 1, tests: [{ projectName: 'site', results: results(seconds) }] });
    writeFileSync(join(root, 'test-results', 'e2e-report.json'), JSON.stringify({ suites: [{ specs: [spec('quick', 1), spec('slow', 3)] }], stats: { duration: 4000 } }));
    const { code, stdout } = await timings(root, '1');
    expect(code).toBe(0);
    expect(stdout).toContain('2 test runs, 4 s of test time, 4 s wall clock');
    expect(stdout).toMatch(/The 1 slowest\n +3\.0 +passed +\[site\] site\/a\.spec\.ts › slow\n$/);
  });
});
