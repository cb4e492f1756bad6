/**
 * @jest-environment node
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { findRemote } from '../apps';
import { DeployError } from './deploy-error';
import { fakeBuild } from './fake-build.fixture';
import { publishRemote } from './publish-remote';
import { REGISTRY_UNCHANGED, REGISTRY_UNKNOWN, sayingWhatRegistryDid } from './registry-outcome';
import { readRegistry } from './registry-store';
import { releaseRemote, rollbackAndServe } from './release-remote';
import { discardStaged } from './staging';
import { SwapOutcomeUnknown } from './storage/compare-and-swap';
import { FakeS3, s3Error } from './storage/fake-s3.fixture';
import { S3Store } from './storage/s3-store';
import { tempDir } from '../jest/temp-dir';

const legal = findRemote('legal')!;

const failing = (error: unknown) => async (): Promise<never> => {
  throw error;
};

describe('what a failed command says of the registry', () => {
  it('not changed; what it holds now once its change landed; or not known', async () => {
    await expect(sayingWhatRegistryDid(failing(new DeployError('No bucket')))).rejects.toThrow(/^No bucket\. The registry was not changed\.$/);
    const after = sayingWhatRegistryDid(async (landed) => {
      landed('points mfe-legal at 2.0.0-a');
      throw new DeployError('The sitemap kept changing.');
    });
    await expect(after).rejects.toThrow(/^The sitemap kept changing\. The registry now points mfe-legal at 2\.0\.0-a\.$/);
    await expect(sayingWhatRegistryDid(failing(new SwapOutcomeUnknown('The answer was lost')))).rejects.toThrow(`The answer was lost. ${REGISTRY_UNKNOWN}`);
    await expect(sayingWhatRegistryDid(failing('a string'))).rejects.toThrow(`a string. ${REGISTRY_UNCHANGED}`);
  });

  it('keeps an unexpected failure as it is (its kind, its stack) but for the sentence', async () => {
    const unexpected = new TypeError('x is undefined');
    await expect(sayingWhatRegistryDid(failing(unexpected))).rejects.toBe(unexpected);
    expect(unexpected.message).toBe(`x is undefined. ${REGISTRY_UNCHANGED}`);
  });

  it('a release: not changed when the build is refused; pointed at the version when only the site files fail after', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    const notABuild = tempDir('build-');
    await expect(releaseRemote(store, legal, notABuild, undefined)).rejects.toThrow(/is not a build of mfe-legal: remoteEntry\.js is missing\. The registry was not changed\.$/);

    const send = fake.send;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if (command instanceof PutObjectCommand && command.input.Key === 'site/public/sitemap.xml') throw s3Error('AccessDenied', 403);
      return send(command);
    }) as typeof send;
    const failed = releaseRemote(store, legal, fakeBuild(legal, 'one'), undefined);
    await expect(failed).rejects.toThrow(/while trying to write sitemap\.xml .*\. The registry now points mfe-legal at \d+\.\d+\.\d+-[0-9a-f]{12}\.$/);
    const { registry } = await readRegistry(store);
    expect((await failed.catch((error: Error) => error.message)) as string).toContain(`points mfe-legal at ${registry.remotes.legal?.current}.`);
  });

  it('a rollback or a discard refused: not changed', async () => {
    const store = new S3Store(new FakeS3(), 'bbg', 'site');
    const { version } = await publishRemote(legal, fakeBuild(legal, 'one'), undefined, store);
    await expect(rollbackAndServe(store, legal, undefined)).rejects.toThrow(`mfe-legal has no earlier version (current: ${version}). ${REGISTRY_UNCHANGED}`);
    await expect(discardStaged(legal, '1.0.0-000000000000', store)).rejects.toThrow(/has no staged version 1\.0\.0-000000000000\. Staged: none\. The registry was not changed\.$/);
  });
});
