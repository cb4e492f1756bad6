/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from '../deploy-error';
import { openTarget, writableTarget } from './deploy-target';
import { FolderStore } from './folder-store';
import { RetryingStore } from './retrying-store';
import { S3Store } from './s3-store';
import { tempDir } from '../../jest/temp-dir';

describe('deploy target', () => {
  it('is a folder by default, or the folder named', () => {
    expect(openTarget(undefined)).toBeInstanceOf(FolderStore);
    expect(openTarget('some/where').location).toBe(join(process.cwd(), 'some/where'));
  });

  it('is a bucket and prefix for s3://, its requests retried', () => {
    const store = openTarget('s3://bbg-site/prod/');
    expect(store).toBeInstanceOf(RetryingStore);
    expect((store as RetryingStore).inner).toBeInstanceOf(S3Store);
    expect(store.location).toBe('s3://bbg-site/prod/');
  });

  it.each([
    ['gs://bucket/x', /Unknown target scheme 'gs:'/],
    ['s3://', /names no bucket/],
    ['s3:///prefix', /names no bucket/],
    ['s3://Not_A_Bucket/x', /not a valid bucket name/],
    ['s3://bucket/../x', /not a plain path/],
    [' ', /target is empty/],
    ['/', /is the root of a file system/],
  ])('refuses %s with one clear line', (spec, message) => {
    expect(() => openTarget(spec)).toThrow(DeployError);
    expect(() => openTarget(spec)).toThrow(message);
  });

  it('for a command that writes: counts its requests from the start and does not probe a folder', async () => {
    const folder = join(tempDir('bbg-target-'), 'dist');
    const store = await writableTarget(openTarget(folder), true);
    expect([store.location, store.total()]).toEqual([folder, 0]);
    expect(existsSync(`${folder}-private`)).toBe(false);
  });
});
