/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Registry } from '@bbg/contract';
import { run as runRegistry } from '../cli/registry';
import { DeployError } from './deploy-error';
import { registryHistory, restoreRegistry } from './registry-restore';
import { readRegistry, updateRegistry } from './registry-store';
import { PutObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { SwapOutcomeUnknown } from './storage/compare-and-swap';
import { FakeS3, resetError, s3Error } from './storage/fake-s3.fixture';
import { FolderStore } from './storage/folder-store';
import { objectHeaders } from './storage/object-headers';
import { RetryingStore, type RetryPolicy } from './storage/retrying-store';
import { S3Store, type S3Sender } from './storage/s3-store';
import { tempDir } from '../jest/temp-dir';

const mark = (name: string) => (registry: Registry): Registry => ({ ...registry, marks: [...((registry as { marks?: string[] }).marks ?? []), name] }) as Registry;
const marks = async (store: S3Store | RetryingStore | FolderStore): Promise<string[]> => ((await readRegistry(store)).registry as { marks?: string[] }).marks ?? [];
const fast = { backoffMs: 1 };

describe('registry compare-and-swap on S3', () => {
  it('creates the registry with If-None-Match: *, then updates it with If-Match', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', '');
    await updateRegistry(store, mark('a'), { what: 'a test', ...fast });
    await updateRegistry(store, mark('b'), { what: 'a test', ...fast });
    expect(await marks(store)).toEqual(['a', 'b']);
  });

  it.each([
    ['412 Precondition Failed', s3Error('PreconditionFailed', 412)],
    ['409 ConditionalRequestConflict', s3Error('ConditionalRequestConflict', 409)],
    ['NoSuchKey (the registry vanished between read and write)', s3Error('NoSuchKey', 404)],
  ])('on %s re-reads, re-applies the change to what is there now, and wins', async (_name, refusal) => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', '');
    await updateRegistry(store, mark('first'), { what: 'a test', ...fast });
    // Another release lands between this one's read and its write: its put fails once, then succeeds.
    let interfered = false;
    const send = fake.send;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      const input = (command as { input: { IfMatch?: string } }).input;
      if (input.IfMatch && !interfered) {
        interfered = true;
        await updateRegistry(new S3Store({ send }, 'bbg', ''), mark('other'), { what: 'the other', ...fast });
        throw refusal;
      }
      return send(command);
    }) as typeof send;
    await updateRegistry(store, mark('mine'), { what: 'a test', ...fast });
    expect(await marks(store)).toEqual(['first', 'other', 'mine']);
    // The history holds each registry that was current, and not the one the lost attempt would have written.
    const kept = await Promise.all((await registryHistory(store)).map(async (entry) => JSON.parse((await store.get(entry.key))!.body.toString()).marks));
    expect(kept).toEqual([['first'], ['first', 'other'], ['first', 'other', 'mine']]);
  });

  it('gives up after a bounded number of refusals with a clear message, and writes no registry', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    await updateRegistry(store, mark('first'), { what: 'a test', ...fast });
    const before = fake.objects.get('site/public/registry.json');
    const send = fake.send;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if ((command as { input: { IfMatch?: string } }).input.IfMatch) throw s3Error('PreconditionFailed', 412);
      return send(command);
    }) as typeof send;
    const failed = updateRegistry(store, mark('mine'), { what: 'the release of mfe-legal', attempts: 4, ...fast });
    await expect(failed).rejects.toThrow(DeployError);
    await expect(updateRegistry(store, mark('mine'), { what: 'the release of mfe-legal', attempts: 4, ...fast })).rejects.toThrow(
      /s3:\/\/bbg\/site\/public\/registry\.json kept changing under the release of mfe-legal \(4 attempts\): other releases were writing it, and this one did not\. Run it again\./,
    );
    expect(fake.objects.get('site/public/registry.json')).toBe(before);
  });
});

describe('a registry write whose answer was lost, on a store that retries', () => {
  const FAST: RetryPolicy = { tries: 4, firstDelayMs: 1, maxDelayMs: 4 };

  /**
   * The first write of registry.json lands (or, with `lands: false`, is reset before the store sees it), then
   * `meanwhile` runs (another writer, straight to the store), and only then does the writer hear: a reset.
   */
  function loseFirstWrite(fake: FakeS3, lands: boolean, meanwhile: (send: S3Sender['send']) => Promise<unknown> = async () => undefined): void {
    const send = fake.send;
    let lost = false;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if (lost || !(command instanceof PutObjectCommand) || command.input.Key !== 'public/registry.json') return send(command);
      lost = true;
      if (lands) await send(command);
      await meanwhile(send);
      throw resetError();
    }) as typeof send;
  }

  const other = (send: S3Sender['send']) => updateRegistry(new S3Store({ send }, 'bbg', ''), mark('other'), { what: 'the other', ...fast });
  const history = async (store: RetryingStore): Promise<string[][]> =>
    Promise.all((await registryHistory(store)).map(async (entry) => JSON.parse((await store.get(entry.key))!.body.toString()).marks as string[]));

  async function opened(first?: string): Promise<{ fake: FakeS3; store: RetryingStore }> {
    const fake = new FakeS3();
    const store = new RetryingStore(new S3Store(fake, 'bbg', ''), FAST);
    if (first) await updateRegistry(store, mark(first), { what: 'a test', ...fast });
    return { fake, store };
  }

  it('sees on the retry that its write landed, and does not apply its change again', async () => {
    const { fake, store } = await opened('first');
    loseFirstWrite(fake, true);
    await updateRegistry(store, mark('mine'), { what: 'a test', ...fast });
    expect(await marks(store)).toEqual(['first', 'mine']);
    expect(await history(store)).toEqual([['first'], ['first', 'mine']]);
  });

  it('finds its write in the history when another has replaced it before it heard, and does not apply its change again', async () => {
    const { fake, store } = await opened('first');
    loseFirstWrite(fake, true, other);
    await updateRegistry(store, mark('mine'), { what: 'a test', ...fast });
    expect(await marks(store)).toEqual(['first', 'mine', 'other']);
    expect(await history(store)).toEqual([['first'], ['first', 'mine'], ['first', 'mine', 'other']]);
  });

  it('applies its change to what is there now when its write never landed and another has written since', async () => {
    const { fake, store } = await opened('first');
    loseFirstWrite(fake, false, other);
    await updateRegistry(store, mark('mine'), { what: 'a test', ...fast });
    expect(await marks(store)).toEqual(['first', 'other', 'mine']);
  });

  it('finds a lost create of the registry in the history when another has written over it', async () => {
    const { fake, store } = await opened();
    loseFirstWrite(fake, true, other);
    await updateRegistry(store, mark('mine'), { what: 'a test', ...fast });
    expect(await marks(store)).toEqual(['mine', 'other']);
  });

  it('says the outcome is not known when the history cannot be read either', async () => {
    const { fake, store } = await opened('first');
    let denied = false;
    loseFirstWrite(fake, true, async (send) => {
      await other(send);
      denied = true;
    });
    const send = fake.send;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if (denied && command instanceof GetObjectCommand && command.input.Key?.startsWith('private/registry-history/')) throw s3Error('AccessDenied', 403);
      return send(command);
    }) as typeof send;
    const failed = updateRegistry(store, mark('mine'), { what: 'the release of mfe-legal', ...fast });
    await expect(failed).rejects.toThrow(SwapOutcomeUnknown);
    await expect(failed).rejects.toThrow(/^The registry s3:\/\/bbg\/public\/registry\.json: could not tell whether the release of mfe-legal landed: its answer was lost, and checking failed: Access denied/);
  });
});

describe('registry validation and history', () => {
  const dir = (): string => tempDir('bbg-registry-');

  it.each([
    ['cut short', '{"schema":1,"remotes":{"legal":{"name":"mfe_le', /registry\.json is not valid JSON \(.*\)\. Put an earlier one back with: npm run registry -- restore\.$/],
    ['of another schema', '{"schema":2,"remotes":{}}', /is not a valid registry: schema is 2, not 1/],
    ['pointing at a version it does not describe', '{"schema":1,"remotes":{"legal":{"name":"mfe_legal","current":"9","previous":[],"versions":{}}}}', /remotes\.legal\.current names 9/],
  ])('a registry %s gets one line saying what and where', async (_name, text, message) => {
    const folder = dir();
    writeFileSync(join(folder, 'registry.json'), text);
    await expect(readRegistry(new FolderStore(folder))).rejects.toThrow(DeployError);
    await expect(readRegistry(new FolderStore(folder))).rejects.toThrow(message);
    await expect(updateRegistry(new FolderStore(folder), mark('x'), { what: 'a test' })).rejects.toThrow(message);
  });

  it('names the registry of a bucket by its object key (under public/), not by the target and the file name', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    await store.put('registry.json', Buffer.from('{"schema":1,"rem'), objectHeaders('registry.json'));
    await expect(readRegistry(store)).rejects.toThrow(/^The registry s3:\/\/bbg\/site\/public\/registry\.json is not valid JSON/);
  });

  it('keeps every registry written, so a restore after registry.json is cut short puts the last good one back', async () => {
    const folder = dir();
    const store = new FolderStore(folder);
    for (const name of ['a', 'b', 'c']) await updateRegistry(store, mark(name), { what: 'a test' });
    const history = await registryHistory(store);
    expect(history).toHaveLength(3);
    expect((await store.get(history[2]!.key))?.body).toEqual((await store.get('registry.json'))?.body);
    writeFileSync(join(folder, 'registry.json'), '{"schema":1,"rem');
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await runRegistry(['restore', '--target', folder]);
    expect(await marks(store)).toEqual(['a', 'b', 'c']);
    expect(log).toHaveBeenCalledWith(`Registry of ${folder} restored from the history entry ${history[2]!.time} (${store.where(history[2]!.key)}; no remotes).`);
    await restoreRegistry(store, history[0]!.time);
    expect(await marks(store)).toEqual(['a']);
    await expect(restoreRegistry(store, '1999-01-01')).rejects.toThrow(/has no 1999-01-01/);
  });

  it('keeps a registry written before every write was kept when it is replaced, after an older entry of the same name', async () => {
    const folder = dir();
    const store = new FolderStore(folder);
    const at = '2026-01-01T10:00:00.000Z';
    // As the history was kept before: the registry a write replaced, named by the time of that write (the time the
    // registry it wrote says), and not the registry written.
    await store.put('.server/registry-history/2026-01-01T10-00-00.000Z.json', Buffer.from(JSON.stringify({ schema: 1, updatedAt: '2026-01-01T09:00:00.000Z', remotes: {}, marks: ['older'] })), objectHeaders('x.json'));
    await store.put('registry.json', Buffer.from(JSON.stringify({ schema: 1, updatedAt: at, remotes: {}, marks: ['old'] })), objectHeaders('registry.json'));
    await updateRegistry(store, mark('new'), { what: 'a test' });
    expect((await registryHistory(store)).map((entry) => entry.time)).toEqual(['2026-01-01T10-00-00.000Z', '2026-01-01T10-00-00.000Z-1', expect.any(String)]);
    writeFileSync(join(folder, 'registry.json'), '');
    expect((await restoreRegistry(store)).registry).toMatchObject({ marks: ['old', 'new'] });
    await restoreRegistry(store, '2026-01-01T10-00-00.000Z-1');
    expect(await marks(store)).toEqual(['old']);
  });

  it('orders the history by the writes, even after a writer whose clock was ahead', async () => {
    const folder = dir();
    const store = new FolderStore(folder);
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await store.put('registry.json', Buffer.from(JSON.stringify({ schema: 1, updatedAt: ahead, remotes: {}, marks: ['ahead'] })), objectHeaders('registry.json'));
    for (const name of ['x', 'y']) await updateRegistry(store, mark(name), { what: 'a test' });
    const history = await registryHistory(store);
    expect(JSON.parse((await store.get(history.at(-1)!.key))!.body.toString())).toMatchObject({ marks: ['ahead', 'x', 'y'] });
    expect((await readRegistry(store)).registry.updatedAt > ahead).toBe(true);
  });
});
