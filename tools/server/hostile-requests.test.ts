/**
 * @jest-environment node
 */
import { ENQUIRY_PATH } from './enquiry-api';
import { rawRequest, startSite, type RunningSite } from './test-site';

let site: RunningSite;

beforeAll(async () => {
  site = await startSite({ timeouts: { headersMs: 400, requestMs: 800 } });
});
afterAll(() => site.close());

const get = (target: string, headers = ''): string => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

/** Every kind of request that once ended the process or that no browser sends, and the answer each must get. */
const hostile: readonly (readonly [string, number, string])[] = [
  ['malformed percent-encoding', 400, get('/%E0%A4%A')],
  ['malformed percent-encoding on a page route', 400, get('/newsletter/%ff')],
  ['a lone percent sign', 400, get('/newsletter/100%')],
  ['malformed percent-encoding on a file', 400, get('/static/js/%zz.js')],
  ['overlong UTF-8 dots', 400, get('/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd')],
  ['an encoded NUL', 400, get('/index.html%00.js')],
  ['a raw NUL', 400, get('/index\0.html')],
  ['raw traversal', 400, get('/../../../etc/passwd')],
  ['encoded traversal', 400, get('/%2e%2e/%2e%2e/etc/passwd')],
  ['traversal with encoded slashes', 400, get('/static/..%2f..%2f..%2fetc%2fpasswd')],
  ['double-encoded traversal', 400, get('/%252e%252e/%252e%252e/etc/passwd')],
  ['backslash traversal', 400, get('/..%5c..%5cwindows%5cwin.ini')],
  ['a dot segment', 400, get('/./index.html')],
  ['an absolute-form target', 400, get('http://evil.example/registry.json')],
  ['an asterisk target', 400, 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['a CONNECT tunnel', 405, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n'],
  ['a target longer than 2 KB', 414, get(`/${'a'.repeat(3000)}`)],
  ['oversized headers', 431, get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`)],
  ['a body on GET', 400, 'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello'],
  ['a chunked body on HEAD', 400, 'HEAD /registry.json HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n'],
  ['Content-Length and Transfer-Encoding together', 400, `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
  ['two different Content-Lengths', 400, `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`],
  ['no Host header', 400, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['a header with a line break in its value', 400, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: b\rc\r\n\r\n'],
  ['not HTTP at all', 400, 'HELLO THERE\r\n\r\n'],
  ['an unknown HTTP version', 400, 'GET / HTTP/7.1\r\nHost: localhost\r\n\r\n'],
  ['a space in the path', 400, 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  ['a connection that sends nothing', 408, ''],
  ['headers that never finish', 408, 'GET / HTTP/1.1\r\nHost: localhost\r\n'],
  ['a body that never finishes', 408, `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"FullName":`],
  ['DELETE on a file', 405, 'DELETE /registry.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['PUT on a page', 405, 'PUT /about-us HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'],
  ['a log file', 404, get('/enquiries.jsonl')],
  ['a WebSocket upgrade', 200, get('/', 'Upgrade: websocket\r\n')],
  ['a page with an encoded space', 200, get('/about%20us')],
];

/** Paths of random bytes and percent signs (CR and LF aside, which end the request line), from a fixed seed. */
function randomPaths(count: number, seed: number): Buffer[] {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pieces = ['%', '%%', '%0', '%ff', '%2e', '%2f', '%5c', '%00', '%e0%a4', '..', '/', '?', '#', '%u0041'];
  return Array.from({ length: count }, () => {
    const parts: Buffer[] = [Buffer.from('/')];
    const length = 1 + Math.floor(next() * 24);
    for (let i = 0; i < length; i += 1) {
      if (next() < 0.4) parts.push(Buffer.from(pieces[Math.floor(next() * pieces.length)] ?? '%'));
      else {
        const byte = Math.floor(next() * 256);
        parts.push(Buffer.from([byte === 13 || byte === 10 ? 37 : byte]));
      }
    }
    return Buffer.concat(parts);
  });
}

describe('a hostile request never ends the server', () => {
  it.each(hostile)('%s: answered %d', async (_name, status, request) => {
    const answer = await rawRequest(site.port, request);
    expect(answer.status).toBe(status);
  });

  it('answers 405 on a file with Allow: GET, HEAD and says why', async () => {
    const answer = await rawRequest(site.port, 'DELETE /registry.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.text).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    expect(answer.text).toContain('DELETE is not allowed here: use GET, HEAD.');
  });

  it('says why a request without Host is refused, in one line, and serves HTTP/1.0, which needs none', async () => {
    const answer = await rawRequest(site.port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect([answer.status, answer.text.split('\r\n\r\n')[1]]).toEqual([400, 'An HTTP/1.1 request needs a Host header.']);
    expect((await rawRequest(site.port, 'GET / HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers every one of 400 random paths, never with a dropped connection or a 500', async () => {
    const paths = randomPaths(400, 12);
    const answers = [];
    for (let i = 0; i < paths.length; i += 20) {
      const batch = paths.slice(i, i + 20).map((path) =>
        rawRequest(site.port, Buffer.concat([Buffer.from('GET '), path, Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')])),
      );
      answers.push(...(await Promise.all(batch)));
    }
    const unanswered = answers.map((answer, i) => ({ path: paths[i]?.toString('latin1'), status: answer.status })).filter((a) => a.status === null || a.status >= 500);
    expect(unanswered).toEqual([]);
    expect(new Set(answers.map((a) => a.status)).size).toBeGreaterThan(1);
  });

  it('still serves the site afterwards', async () => {
    const page = await fetch(`${site.base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>BBG</title>');
    expect((await fetch(`${site.base}/registry.json`)).status).toBe(200);
  });
});
