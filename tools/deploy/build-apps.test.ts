/**
 * @jest-environment node
 */
import { buildApps } from './build-apps';
import { DeployError } from './deploy-error';

jest.setTimeout(60_000);

describe('buildApps', () => {
  it('says which app failed to build as a DeployError, whose reason the build has printed, with no stack trace to add', async () => {
    const failed = buildApps([{ dir: 'no-such-app', federationName: 'no_such_app', port: 3999 }]);
    await expect(failed).rejects.toThrow(new DeployError('no-such-app: build failed (exit 1); its output above says why.'));
    await expect(failed).rejects.toBeInstanceOf(DeployError);
  });
});
