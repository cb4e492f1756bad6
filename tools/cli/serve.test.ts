/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { makeSiteRoot } from '../server/test-site';
import { listen } from './serve';

describe('BBG_RATE_LIMIT', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is refused in one line unless a whole number from 1 to 1000000, before the server starts', async () => {
    const logs = tempDir('bbg-serve-rate-');
    Object.assign(process.env, { ENQUIRY_LOG: join(logs, 'e.jsonl'), VITALS_LOG: join(logs, 'v.jsonl') });
    for (const value of ['0', '-1', '1.5', '1e3', '99999999999999999999', 'twenty', ' 20 x']) {
      process.env.BBG_RATE_LIMIT = value;
      await expect(listen(makeSiteRoot(), 0, 'BBG site')).rejects.toThrow(new DeployError(`BBG_RATE_LIMIT must be a whole number from 1 to 1000000, got ${value.trim()}.`));
    }
  });
});
