/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, type RunningSite } from './test-site';

let site: RunningSite;
const logged: string[] = [];

beforeAll(async () => {
  site = await startSite({ log: (message) => logged.push(message) });
});
afterAll(() => site.close());

/** A script, a page and the registry, each with the bytes it is served from. */
const FILES = [
  ['/main.js', 'main.js'],
  ['/', 'index.html'],
  ['/registry.json', 'registry.json'],
] as const;

const ask = async (path: string, headers: Record<string, string>): Promise<{ status: number; range: string | null; body: Buffer }> => {
  const response = await fetch(`${site.base}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { status: response.status, range: response.headers.get('content-range'), body: Buffer.from(await response.arrayBuffer()) };
};

describe.each(FILES)('a Range header on %s', (path, file) => {
  const bytes = (): Buffer => readFileSync(join(site.root, file));

  it('answers 206 with the bytes of one valid range', async () => {
    const size = bytes().length;
    expect(await ask(path, { Range: 'bytes=2-5' })).toEqual({ status: 206, range: `bytes 2-5/${size}`, body: bytes().subarray(2, 6) });
    expect(await ask(path, { Range: `bytes=3-${size + 100}` })).toEqual({ status: 206, range: `bytes 3-${size - 1}/${size}`, body: bytes().subarray(3) });
  });

  it('answers 206 with the last bytes to a suffix range', async () => {
    const size = bytes().length;
    expect(await ask(path, { Range: 'bytes=-5' })).toEqual({ status: 206, range: `bytes ${size - 5}-${size - 1}/${size}`, body: bytes().subarray(-5) });
  });

  it.each([
    ['a reversed range', 'bytes=10-5'],
    ['garbage', 'bytes=abc'],
    ['several ranges', 'bytes=0-1,4-5'],
    ['another unit', 'items=0-1'],
    ['the first byte alone (which sirv would misread)', 'bytes=0-0'],
  ])('ignores %s and sends the whole file with 200', async (_case, range) => {
    expect(await ask(path, { Range: range })).toEqual({ status: 200, range: null, body: bytes() });
  });

  it('ignores a range sent with If-Range, which the server does not evaluate', async () => {
    expect(await ask(path, { Range: 'bytes=2-5', 'If-Range': 'W/"stale"' })).toEqual({ status: 200, range: null, body: bytes() });
  });

  it.each([
    ['beyond the end', 'bytes=100000-'],
    ['an empty suffix', 'bytes=-0'],
  ])('answers 416 to a range %s, with the size of the file', async (_case, range) => {
    const answer = await ask(path, { Range: range });
    expect([answer.status, answer.range]).toEqual([416, `bytes */${bytes().length}`]);
  });
});

describe('after all those ranges', () => {
  it('has logged nothing: no range is an error of the server', () => {
    expect(logged).toEqual([]);
  });
});
