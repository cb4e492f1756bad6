/**
 * @jest-environment node
 */
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { LOCALES, type RemoteRoute } from '@bbg/contract';
import * as v from 'valibot';
import { findRemote } from '../apps';
import { setCanaryShare, startCanary, writeCanary } from './canary';
import { fakeBuild } from './fake-build.fixture';
import { publishFakeShell } from './fake-shell.fixture';
import { restoreRegistry } from './registry-restore';
import { readRegistry } from './registry-store';
import { releaseRemote, rollbackAndServe } from './release-remote';
import { discardStaged, promoteAndServe, stageRelease } from './staging';
import { probeConditionalWrites } from './storage/conditional-probe';
import { FakeS3 } from './storage/fake-s3.fixture';
import { S3Store } from './storage/s3-store';
import permissions from './team-permissions.json';

const brands = findRemote('brands')!;
const route = (name: string): RemoteRoute => ({ path: `/brands-${name}`, expose: `./${name}`, title: name, layout: 'main' });
const ROUTES = [route('one'), route('two')];

/** team-permissions.json: statements of actions on resource patterns, each with a note. */
const Permissions = v.object({
  about: v.string(),
  placeholders: v.record(v.string(), v.string()),
  statements: v.array(
    v.object({
      actions: v.array(v.picklist(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket'])),
      /** `objects`: the patterns are object keys; `bucket`: the grant is on the bucket, the patterns the prefixes listed. */
      on: v.picklist(['objects', 'bucket']),
      resources: v.array(v.object({ pattern: v.pipe(v.string(), v.startsWith('P/')), note: v.pipe(v.string(), v.minLength(1)) })),
      why: v.optional(v.string()),
    }),
  ),
});

interface Grant {
  readonly action: string;
  /** Object keys with the bucket and prefix as `P`; for s3:ListBucket, the prefixes listed. */
  readonly resource: RegExp;
  readonly text: string;
}

/**
 * The data file's permissions as grants: each statement's actions on each of its patterns (`*` any characters,
 * `<remote>` the team's remote, `<route>` one of its routes, `<locale>` a prefixed locale).
 */
function permissionGrants(): Grant[] {
  const { statements } = v.parse(Permissions, permissions);
  const routes = ROUTES.map((r) => r.path.slice(1)).join('|');
  return statements.flatMap(({ actions, on, resources }) =>
    actions.flatMap((action) =>
      resources.map(({ pattern: text }) => {
        const pattern = text
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace('<remote>', brands.id)
          .replace('<route>', `(${routes})`)
          .replace('<locale>', `(${LOCALES.filter((locale) => locale !== 'en').join('|')})`);
        return { action, text, resource: new RegExp(on === 'bucket' ? `^${pattern}` : `^${pattern}$`) };
      }),
    ),
  );
}

interface Recorder {
  /** Every request sent, as an IAM action and the key (or the prefix listed), with the bucket's prefix as `P`. */
  readonly requests: { action: string; key: string }[];
  /** Runs `work` (what ops do, not the team) without recording its requests. */
  unrecorded(work: () => Promise<void>): Promise<void>;
}

function recordRequests(fake: FakeS3): Recorder {
  const requests: { action: string; key: string }[] = [];
  let recording = true;
  const send = fake.send;
  const asP = (key = ''): string => key.replace(/^prod\//, 'P/');
  fake.send = (async (command: Parameters<typeof send>[0]) => {
    const action =
      command instanceof GetObjectCommand ? 's3:GetObject' : command instanceof PutObjectCommand ? 's3:PutObject' : command instanceof DeleteObjectCommand ? 's3:DeleteObject' : 's3:ListBucket';
    const key = command instanceof ListObjectsCommand ? command.input.Prefix : (command as GetObjectCommand).input.Key;
    if (recording) requests.push({ action, key: asP(key) });
    return send(command);
  }) as typeof send;
  return {
    requests,
    async unrecorded(work) {
      recording = false;
      await work().finally(() => (recording = true));
    },
  };
}

describe("the permissions team-permissions.json lists for a team's role", () => {
  it("are every request a team's release, staging, canary, promotion, discard, rollback and restore make, and no more", async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'prod');
    await publishFakeShell(store);
    const { requests, unrecorded } = recordRequests(fake);

    await probeConditionalWrites(store, false);
    await releaseRemote(store, brands, fakeBuild(brands, 'one', ROUTES), undefined);
    // The next version lacks a route: its page is removed.
    await releaseRemote(store, brands, fakeBuild(brands, 'two', ROUTES.slice(0, 1)), undefined);
    const discarded = await stageRelease(store, brands, fakeBuild(brands, 'three', ROUTES), undefined);
    await discardStaged(brands, discarded.version, store);
    const staged = await stageRelease(store, brands, fakeBuild(brands, 'four', ROUTES), undefined);
    // A canary of it (its pages made public for the CDN), then promoted, which ends the canary.
    await writeCanary(store, brands, (registry) => startCanary(registry, brands, staged.version, 10), 'the canary');
    await writeCanary(store, brands, (registry) => setCanaryShare(registry, brands, 50), 'the canary');
    await promoteAndServe(store, brands, staged.version);
    // A newer shell build keeps no pages of the version rolled back to: the rollback renders them from its folder.
    await unrecorded(() => publishFakeShell(store, 'two'));
    await rollbackAndServe(store, brands, undefined);
    await restoreRegistry(store);
    expect((await readRegistry(store)).registry.remotes.brands?.current).not.toBe(staged.version);

    const grants = permissionGrants();
    expect(grants.length).toBeGreaterThan(10);
    const allowed = (request: { action: string; key: string }) => grants.some((grant) => grant.action === request.action && grant.resource.test(request.key));
    expect(requests.filter((request) => !allowed(request))).toEqual([]);
    const unused = grants.filter((grant) => !requests.some((request) => request.action === grant.action && grant.resource.test(request.key)));
    expect(unused.map((grant) => `${grant.action} ${grant.text}`)).toEqual([]);
  });
});
