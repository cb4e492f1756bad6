/**
 * @jest-environment node
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { beaconLogFiles, beaconLogLines } from './beacon-log';
import { previousLog } from './jsonl-log';

async function all(lines: AsyncIterable<string>): Promise<string[]> {
  const read: string[] = [];
  for await (const line of lines) read.push(line);
  return read;
}

describe('the beacon log read back', () => {
  it('reads the previous file first, then the log, and either alone', async () => {
    const file = join(tempDir('bbg-beacon-log-'), 'vitals.jsonl');
    expect(beaconLogFiles(file)).toEqual([]);
    writeFileSync(previousLog(file), 'a\nb\n');
    expect(beaconLogFiles(file)).toEqual([previousLog(file)]);
    expect(await all(beaconLogLines(file))).toEqual(['a', 'b']);
    writeFileSync(file, 'c\n');
    expect(beaconLogFiles(file)).toEqual([previousLog(file), file]);
    expect(await all(beaconLogLines(file))).toEqual(['a', 'b', 'c']);
  });

  it('neither loses nor repeats a line when the log rotates while it is read', async () => {
    const file = join(tempDir('bbg-beacon-log-'), 'vitals.jsonl');
    writeFileSync(previousLog(file), 'a\nb\n');
    writeFileSync(file, 'c\nd\n');
    const lines = beaconLogLines(file);
    const first = await lines.next();
    renameSync(file, previousLog(file));
    writeFileSync(file, 'e\n');
    expect([first.value, ...(await all(lines))]).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses in one line a previous file that is not a file', () => {
    const file = join(tempDir('bbg-beacon-log-'), 'vitals.jsonl');
    mkdirSync(previousLog(file));
    expect(() => beaconLogFiles(file)).toThrow(new DeployError(`${previousLog(file)} is not a file: VITALS_LOG names the beacon log the server writes.`));
  });
});
