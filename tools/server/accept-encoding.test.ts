/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './accept-encoding';
import { startSite, type RunningSite } from './test-site';

describe('acceptedEncodings', () => {
  it('takes the codings the header names with a weight above 0, in any case, the favourite first', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('BR;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('gzip;q=0, br;q=0.001')).toEqual(['br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
  });

  it('never takes a coding the header refuses with q=0, or names only in part', () => {
    for (const header of ['br;q=0, gzip;q=0', 'BR; q=0.000, gzip;q=0', 'xbr, gzipx', 'brotli', 'identity', '', '*;q=0']) expect([header, acceptedEncodings(header)]).toEqual([header, []]);
  });

  it('takes any header without failing', () => {
    for (const header of ['br;q=banana', ';;;,,,=;q=', `${'x, '.repeat(5000)}br;q=0`]) expect(() => acceptedEncodings(header)).not.toThrow();
    expect(acceptedEncodings(`${'x, '.repeat(5000)}br;q=0`)).toEqual([]);
  });
});

describe('the site server and Accept-Encoding', () => {
  let site: RunningSite;
  const text = 'console.log("plain");'.repeat(20);

  beforeAll(async () => {
    site = await startSite();
    writeFileSync(join(site.root, 'app.js'), text);
    writeFileSync(join(site.root, 'app.js.br'), brotliCompressSync(text));
    writeFileSync(join(site.root, 'app.js.gz'), gzipSync(text));
  });
  afterAll(() => site.close());

  const encodingOf = async (acceptEncoding: string): Promise<string | null> => {
    // Undici decodes what it is sent: the header says which copy was sent.
    const response = await fetch(`${site.base}/app.js`, { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(await response.text()).toBe(text);
    return response.headers.get('content-encoding');
  };

  it('sends the precompressed copy the client takes, and the plain file to a client that refuses both', async () => {
    expect(await encodingOf('gzip, br')).toBe('br');
    expect(await encodingOf('br;q=0, gzip')).toBe('gzip');
    expect(await encodingOf('gzip;q=0, br;q=0')).toBeNull();
    expect(await encodingOf('*;q=0, identity')).toBeNull();
  });
});
