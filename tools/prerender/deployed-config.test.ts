/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRuntimeConfig } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { localSiteUrl } from '../apps';
import { tempDir } from '../jest/temp-dir';
import { deployedConfig } from './deployed-config';

describe("the deploy folder's config.json, as the build renders pages with it", () => {
  it('is the defaults where there is none, and the file checked where there is one', () => {
    const dir = tempDir('bbg-deployed-config-');
    expect(deployedConfig(dir)).toEqual({ ...defaultRuntimeConfig, siteUrl: localSiteUrl });
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ siteUrl: 'https://www.bbgroup.example' }));
    expect(deployedConfig(dir).siteUrl).toBe('https://www.bbgroup.example');
  });

  it('is refused in one line naming the file when it is not JSON, or not a configuration the site takes', () => {
    const dir = tempDir('bbg-deployed-config-');
    const file = join(dir, 'config.json');
    writeFileSync(file, '{"siteUrl": ');
    expect(() => deployedConfig(dir)).toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^${file} is not valid JSON: `)) }));
    writeFileSync(file, JSON.stringify({ loaderDurationMs: -1 }));
    expect(() => deployedConfig(dir)).toThrow(new DeployError(`${file}: loaderDurationMs must be a number of milliseconds, 0 or more`));
  });
});
