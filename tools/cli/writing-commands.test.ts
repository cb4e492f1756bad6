/**
 * @jest-environment node
 */
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS, startS3rver, type RunningS3rver } from '../deploy/storage/s3rver.fixture';
import { run as build } from './build';
import { run as discard } from './discard';
import { run as promote } from './promote';
import { run as registry } from './registry';
import { run as release } from './release';
import { run as remotes } from './remotes';
import { run as rollback } from './rollback';
import { tempDir } from '../jest/temp-dir';

const BUCKET = 'bbg-writers';
const OVERRIDE = '--allow-unconditional-store';
const REFUSED = /does not honour conditional writes.*Nothing was written but that private probe object.*AWS S3.*R2.*MinIO.*Ceph RGW.*--allow-unconditional-store/s;

type Command = (args: readonly string[]) => Promise<void>;

/**
 * Every command that writes to a bucket probes it first. s3rver accepts a put-if-absent over an object that exists,
 * as a store that ignores conditional writes does: each such command stops there, before it writes anything else,
 * unless given the override. Commands that only read write nothing.
 */
describe('commands that write, on a store that ignores conditional writes (s3rver)', () => {
  const scratch = tempDir('bbg-writers-');
  const saved = { ...process.env };
  let s3: RunningS3rver | undefined;
  let target = 0;
  /** A prefix of its own for each case, so its objects can be told apart. */
  const nextTarget = (): { spec: string; prefix: string } => ({ spec: `s3://${BUCKET}/t${(target += 1)}`, prefix: `t${target}/` });
  const objects = async (prefix: string): Promise<string[]> =>
    ((await s3!.client.send(new ListObjectsCommand({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((item) => item.Key ?? '');

  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    Object.assign(process.env, S3RVER_CREDENTIALS, { AWS_ENDPOINT_URL_S3: s3.endpoint });
  });
  // Each test's own: Jest restores mocks after every test (restoreMocks).
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterAll(async () => {
    process.env = saved;
    await s3?.close();
  });

  it.each<[string, Command, string[], RegExp | undefined]>([
    ['build', build, [], undefined],
    ['release', release, ['legal', '--from', scratch], /is not a build of mfe-legal/],
    ['release --stage', release, ['legal', '--stage', '--from', scratch], /is not a build of mfe-legal/],
    ['rollback', rollback, ['legal'], /mfe-legal has never been released/],
    ['promote', promote, ['legal', '1.0.0-a'], /mfe-legal has never been released/],
    ['discard', discard, ['legal', '1.0.0-a'], /mfe-legal has never been released/],
    ['registry restore', registry, ['restore'], /has no registry history yet/],
  ])('%s refuses before it writes anything but the probe, and goes on with the override', async (_name, command, args, goesOn) => {
    const { spec, prefix } = nextTarget();
    await expect(command([...args, '--target', spec])).rejects.toThrow(REFUSED);
    expect(await objects(prefix)).toEqual([`${prefix}private/conditional-write-probe`]);
    // With the override it goes on to its own work (stopped here by what the bucket lacks); build would build all.
    if (goesOn) await expect(command([...args, '--target', spec, OVERRIDE])).rejects.toThrow(goesOn);
  });

  it('checks the arguments before it probes: a usage error writes nothing', async () => {
    const { spec, prefix } = nextTarget();
    await expect(rollback(['legal', '--to', '--target', spec])).rejects.toThrow(/^--to needs a value .*Usage: npm run rollback/);
    await expect(registry(['restore', 'a', 'b', '--target', spec])).rejects.toThrow(/^Unexpected argument 'b'\. Usage: npm run registry/);
    await expect(registry(['banana', '--target', spec])).rejects.toThrow(/^Unknown action 'banana': history or restore\. Usage: npm run registry/);
    await expect(promote(['legol', '1.0.0-a', `--target=${spec}`])).rejects.toThrow(/^Unknown remote 'legol'\. Usage: npm run promote/);
    await expect(build(['--target', spec, '--forse'])).rejects.toThrow(/^Unknown argument '--forse'\. Usage: npm run build/);
    expect(await objects(prefix)).toEqual([]);
  });

  it('commands that only read neither probe nor write', async () => {
    const { spec, prefix } = nextTarget();
    await remotes([`--target=${spec}`]);
    await registry(['history', '--target', spec]);
    expect(await objects(prefix)).toEqual([]);
  });
});
