/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { makeSiteRoot } from '../server/test-site';
import { listen } from './serve';

describe("bbg serve's settings from the environment", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    const logs = tempDir('bbg-serve-env-');
    Object.assign(process.env, { ENQUIRY_LOG: join(logs, 'e.jsonl'), VITALS_LOG: join(logs, 'v.jsonl') });
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    ['BBG_RATE_LIMIT', '1000000', ['0', '-1', '1.5', '1e3', '99999999999999999999', 'twenty', ' 20 x']],
    ['BBG_LOG_MAX_MB', '100000', ['0', '1.5', '100001', 'big']],
  ])('refuses %s in one line unless a whole number from 1 to %s, before the server starts', async (name, max, values) => {
    for (const value of values) {
      process.env[name] = value;
      await expect(listen(makeSiteRoot(), 0, 'BBG site')).rejects.toThrow(new DeployError(`${name} must be a whole number from 1 to ${max}, got ${value.trim()}.`));
    }
  });
});
