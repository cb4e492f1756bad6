/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps';
import { COMMANDS } from './commands';
import type { CommandReport } from './every-command.fixture';

/** A refusal of the arguments themselves, rather than of a value the command then reads. */
const SYNTAX_REFUSAL = /^(Unknown argument|Unexpected argument|Missing <)|needs a value|takes no value|is given twice/;

/** Every module in tools/cli, loaded as bbg loads them, in a process of its own; one load for all the checks. */
jest.setTimeout(120_000);

describe('every command in tools/cli', () => {
  let reports: readonly CommandReport[] = [];
  let commands: readonly CommandReport[] = [];

  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'every-command.fixture.ts')], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
    reports = JSON.parse(stdout) as CommandReport[];
    commands = reports.filter((report) => report.isCommand);
  });

  it('is a file bbg runs by name, and each file that exports run(args) is one of them', () => {
    expect(reports.map((report) => report.file)).toContain('command-args.ts');
    expect(commands.map((report) => report.file.replace(/\.ts$/, '')).sort()).toEqual([...COMMANDS].sort());
  });

  it('declares its usage in one line, and prints it for --help or -h and does nothing else', () => {
    for (const { file, usage, help, shortHelp } of commands) {
      expect({ file, usage }).toEqual({ file, usage: expect.stringMatching(/^Usage: [^\n]+$/) });
      for (const asked of [help, shortHelp]) expect({ file, ...asked }).toEqual({ file, printed: [], refused: { name: 'UsageRequest', message: usage } });
    }
  });

  it('refuses a flag it does not take, in one line naming it and giving the usage, before doing anything', () => {
    for (const { file, usage, unknownFlag } of commands) {
      expect({ file, ...unknownFlag }).toEqual({ file, printed: [], refused: { name: 'DeployError', message: `Unknown argument '--no-such-flag'. ${usage ?? ''}` } });
    }
  });

  it('reads --flag=1 as it reads --flag 1, for each flag that takes a value', () => {
    const valued = commands.flatMap(({ file, valued: flags = [] }) => flags.map((flag) => ({ file, ...flag })));
    // build, release, rollback, serve, load, lighthouse…: a check that found no flag would check nothing.
    expect(valued.length).toBeGreaterThanOrEqual(15);
    for (const { file, flag, inline, separate } of valued) {
      expect({ file, flag, ...separate }).toEqual({ file, flag, ...inline });
      // A refusal here is of the value (e.g. --routes takes paths), which names the command in its usage.
      expect(inline.refused?.message ?? '').not.toMatch(SYNTAX_REFUSAL);
    }
  });
});
