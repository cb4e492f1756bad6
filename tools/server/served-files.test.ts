/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { tempDir } from '../jest/temp-dir';
import { startSite, type RunningSite } from './test-site';

let site: RunningSite;
const logged: string[] = [];
const socketFile = createNetServer();
const outside = tempDir('outside-');

beforeAll(async () => {
  site = await startSite({ log: (message) => logged.push(message) });
  const { root } = site;
  mkdirSync(join(root, 'static/js'), { recursive: true });
  execFileSync('mkfifo', [join(root, 'static/js/fifo.js')]);
  execFileSync('mkfifo', [join(root, 'about-us.html')]);
  writeFileSync(join(root, 'static/js/app.js'), 'var app = 1;');
  execFileSync('mkfifo', [join(root, 'static/js/app.js.br')]);
  await new Promise<void>((resolve) => socketFile.listen(join(root, 'odd.js'), resolve));
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  symlinkSync('/etc/passwd', join(root, 'passwd.txt'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'secret.txt'));
  symlinkSync(outside, join(root, 'static/out'));
  symlinkSync(join(root, 'main.js'), join(root, 'static/js/alias.js'));
});
afterAll(async () => {
  await site.close();
  socketFile.close();
});

const status = async (path: string, headers: Record<string, string> = {}): Promise<number> => {
  const response = await fetch(`${site.base}${path}`, { headers, signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status;
};

describe('a file that is not a regular file inside the served folder', () => {
  it('answers 404 to a FIFO, however often it is asked for, and the site goes on answering', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => status('/static/js/fifo.js')));
    expect(answers).toEqual(Array.from({ length: 8 }, () => 404));
    expect(await status('/')).toBe(200);
  });

  it('answers 404 to a page or a precompressed copy that is a FIFO', async () => {
    expect(await status('/about-us')).toBe(404);
    expect(await status('/static/js/app.js', { 'Accept-Encoding': 'br' })).toBe(404);
  });

  it('answers 404 to a socket', async () => {
    expect(await status('/odd.js')).toBe(404);
  });

  it('answers 404 to a link out of the folder, to a file or through a folder', async () => {
    for (const path of ['/passwd.txt', '/secret.txt', '/static/out/secret.txt']) expect([path, await status(path)]).toEqual([path, 404]);
  });

  it('still serves a link to a file inside the folder', async () => {
    const response = await fetch(`${site.base}/static/js/alias.js`);
    expect([response.status, await response.text()]).toEqual([200, 'console.log(1);']);
  });

  it('has logged none of them as an error of the server', () => {
    expect(logged).toEqual([]);
  });
});
