/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { previewSite, run } from './preview-url';

describe('where a preview link points', () => {
  it("is the live site the deployed config.json names, or this machine's server on its port when it names none, saying so", () => {
    expect(previewSite({ siteUrl: 'https://www.bbgroup.example' }, 8180)).toEqual({ url: 'https://www.bbgroup.example' });
    expect(previewSite({ apiBaseUrl: '' }, 8180, '/srv/site/config.json')).toEqual({
      url: 'http://localhost:8180',
      note: 'No siteUrl in /srv/site/config.json: the link assumes npm start on this machine, port 8180 (PORT changes it).',
    });
    expect(previewSite(undefined, 8080).url).toBe('http://localhost:8080');
  });

  it('refuses a siteUrl that is not an origin, as config.json is checked everywhere', () => {
    expect(() => previewSite({ siteUrl: 'javascript:alert(1)' }, 8080)).toThrow(/siteUrl/);
  });

  it('says which file is wrong in one line: its fields, or its text that is not JSON', async () => {
    const where = 's3://site/prod/config.json';
    expect(() => previewSite({ siteUrl: 'https://www.bbgroup.example/' }, 8080, where)).toThrow(
      new DeployError(`${where}: siteUrl must be an origin like https://www.bbgroup.example, without a trailing slash, got https://www.bbgroup.example/`),
    );
    const dir = tempDir('bbg-preview-');
    writeFileSync(join(dir, 'config.json'), '{"siteUrl": "https://www.bbgroup.example",');
    writeFileSync(join(dir, 'registry.json'), JSON.stringify({ schema: 1, updatedAt: '2026-01-01T00:00:00.000Z', remotes: {} }));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(run(['legal', '1.0.0-a', '--target', dir])).rejects.toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^${join(dir, 'config.json')} is not valid JSON: `)) }));
  });
});
