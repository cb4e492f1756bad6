/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { run } from './serve-bucket';

describe('npm run serve-bucket on a folder', () => {
  it('refuses a folder that does not exist in one line, before it listens', async () => {
    const missing = join(tempDir('serve-bucket-'), 'dist');
    await expect(run([missing, '--port', '0'])).rejects.toEqual(new DeployError(`${missing} is not a folder: nothing to serve (npm run build publishes the site in a folder).`));
  });

  it('refuses a file where the folder should be', async () => {
    const file = join(tempDir('serve-bucket-'), 'dist');
    writeFileSync(file, '');
    await expect(run([file, '--port', '0'])).rejects.toThrow(`${file} is not a folder`);
  });
});
