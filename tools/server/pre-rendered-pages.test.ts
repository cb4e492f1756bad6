/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSiteRoot, startSite, type RunningSite } from './test-site';

let site: RunningSite;

beforeAll(async () => {
  const root = makeSiteRoot();
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title><h1>Home page</h1>');
  writeFileSync(join(root, 't&c.html'), '<!doctype html><title>Terms</title><h1>Terms page</h1>');
  writeFileSync(join(root, 'about-us.html'), '<!doctype html><title>About</title><h1>About page</h1>');
  writeFileSync(join(root, 'app.html'), '<!doctype html><title>BBG</title><div id="root"></div>');
  writeFileSync(join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  site = await startSite({ root });
});
afterAll(() => site.close());

const text = async (path: string): Promise<string> => (await fetch(`${site.base}${path}`)).text();

describe('pre-rendered pages', () => {
  it('serves each route its own document, however the path is encoded', async () => {
    expect(await text('/about-us')).toContain('About page');
    expect(await text('/t&c')).toContain('Terms page');
    expect(await text('/t%26c')).toContain('Terms page');
    expect(await text('/')).toContain('Home page');
  });

  it('serves a page path ending in slashes its own document', async () => {
    for (const path of ['/about-us/', '/about-us//', '/t%26c/']) expect([path, await text(path)]).toEqual([path, expect.stringContaining('<h1>')]);
  });

  it('answers paths that are not pre-rendered with the client-rendered app.html, not the home page', async () => {
    for (const path of ['/newsletter/1', '/no-such-page', '/About-Us']) expect(await text(path)).toContain('<div id="root"></div>');
  });

  it('sends the icon with its type', async () => {
    const response = await fetch(`${site.base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
  });
});
