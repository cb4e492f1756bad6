/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from './deploy/deploy-error';
import { parseJson, readJsonFile } from './json-file';
import { tempDir } from './jest/temp-dir';

describe('readJsonFile', () => {
  const dir = tempDir('bbg-json-file-');

  it('reads a JSON file', () => {
    writeFileSync(join(dir, 'good.json'), '{"reviewed": {}}');
    expect(readJsonFile(join(dir, 'good.json'))).toEqual({ reviewed: {} });
  });

  it('refuses in one line naming the file one that is cut short, missing, a folder or a FIFO (without waiting on it)', () => {
    const file = (name: string): string => join(dir, name);
    writeFileSync(file('cut.json'), '{"reviewed": {');
    mkdirSync(file('folder.json'));
    execFileSync('mkfifo', [file('fifo.json')]);
    // Node's own words for what is wrong come after the file's name (they differ between versions of Node).
    expect(() => readJsonFile(file('cut.json'))).toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^${file('cut.json')} is not valid JSON: .*position 14`)) }));
    expect(() => readJsonFile(file('none.json'))).toThrow(new DeployError(`${file('none.json')} does not exist.`));
    expect(() => readJsonFile(file('folder.json'))).toThrow(new DeployError(`${file('folder.json')} is not a regular file but a folder.`));
    expect(() => readJsonFile(file('fifo.json'))).toThrow(new DeployError(`${file('fifo.json')} is not a regular file.`));
  });

  it('parseJson names where the text came from', () => {
    expect(() => parseJson('', 's3://bucket/config.json')).toThrow(/^s3:\/\/bucket\/config\.json is not valid JSON: /);
    expect(parseJson('[1]', 'x')).toEqual([1]);
  });
});
