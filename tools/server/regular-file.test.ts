/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../jest/temp-dir';
import { readRegularFile } from './regular-file';

describe('readRegularFile', () => {
  const dir = tempDir('bbg-regular-file-');
  const at = (name: string): string => join(dir, name);

  it('reads a regular file, through a link too', () => {
    writeFileSync(at('a.json'), '{}');
    symlinkSync(at('a.json'), at('link.json'));
    for (const name of ['a.json', 'link.json']) expect(readRegularFile(at(name))).toEqual({ kind: 'file', bytes: Buffer.from('{}') });
  });

  it('says what stands there instead, at once, without reading a FIFO', () => {
    mkdirSync(at('folder'));
    execFileSync('mkfifo', [at('fifo')]);
    writeFileSync(at('file'), 'x');
    expect(readRegularFile(at('none'))).toEqual({ kind: 'missing' });
    expect(readRegularFile(at('file/below'))).toEqual({ kind: 'missing' });
    expect(readRegularFile(at('folder'))).toEqual({ kind: 'folder' });
    expect(readRegularFile(at('fifo'))).toEqual({ kind: 'special' });
  });
});
