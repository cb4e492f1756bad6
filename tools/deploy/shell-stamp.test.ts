/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { SHELL_STAMP, shellStamp, stampedShellHash } from './shell-stamp';
import { FolderStore } from './storage/folder-store';
import { objectHeaders } from './storage/object-headers';
import { tempDir } from '../jest/temp-dir';

describe("the stamp of the target's shell build", () => {
  const store = new FolderStore(join(tempDir('bbg-stamp-'), 'dist'));
  const stamp = (text: string) => store.put(SHELL_STAMP, Buffer.from(text), objectHeaders(SHELL_STAMP));

  it('gives the source hash the shell was built from, or none where no shell was published', async () => {
    expect(await stampedShellHash(store)).toBeUndefined();
    await stamp(shellStamp('0123456789ab'));
    expect(await stampedShellHash(store)).toBe('0123456789ab');
  });

  it.each([
    ['cut short', '{"sourceHash":"0123'],
    ['without a source hash', '{"builtAt":"2026-01-01T00:00:00.000Z"}'],
    ['not an object', 'null'],
  ])('%s: is said in one line naming the file, and read as none, so the shell is built again', async (_name, text) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await stamp(text);
    expect(await stampedShellHash(store)).toBeUndefined();
    expect(errors.mock.calls).toEqual([[`${store.where(SHELL_STAMP)} is damaged (not the stamp a shell publish writes): building and publishing the shell again.`]]);
  });
});
