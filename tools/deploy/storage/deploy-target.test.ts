/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeployError } from '../deploy-error';
import { openTarget, targetFromArgs, writableTarget } from './deploy-target';
import { FolderStore } from './folder-store';
import { S3Store } from './s3-store';

describe('deploy target', () => {
  it('is a folder by default, or the folder named', () => {
    expect(openTarget(undefined)).toBeInstanceOf(FolderStore);
    expect(openTarget('some/where').location).toBe(join(process.cwd(), 'some/where'));
  });

  it('is a bucket and prefix for s3://', () => {
    const store = openTarget('s3://bbg-site/prod/') as S3Store;
    expect(store).toBeInstanceOf(S3Store);
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

  it('takes --target out of the arguments, in either form', () => {
    expect(targetFromArgs(['legal', '--target', 's3://b-1/p']).rest).toEqual(['legal']);
    expect(targetFromArgs(['--target=s3://b-1/p', 'legal']).store.location).toBe('s3://b-1/p/');
    expect(() => targetFromArgs(['legal', '--target'])).toThrow(/--target needs a value/);
    expect(() => targetFromArgs(['--target', 'a', '--target', 'b'])).toThrow(/given twice/);
  });

  it('for a command that writes: takes the override out, checks the arguments first, and does not probe a folder', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'bbg-target-')), 'dist');
    const args = ['legal', '--allow-unconditional-store', '--target', folder];
    const { store, parsed } = await writableTarget(targetFromArgs(args), (rest) => rest);
    expect(parsed).toEqual(['legal']);
    expect([store.location, store.total()]).toEqual([folder, 0]);
    expect(existsSync(`${folder}-private`)).toBe(false);
    const refuse = (): never => {
      throw new DeployError('Usage: …');
    };
    await expect(writableTarget(targetFromArgs(['--target', 's3://b-1/p']), refuse)).rejects.toThrow('Usage: …');
  });
});
