/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createFloorServer, FLOOR_DOCUMENT } from './floor-page';

describe('the floor page server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createFloorServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a document with a heading and text, and nothing for it to load', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toBe(FLOOR_DOCUMENT);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).not.toMatch(/<(?:script|link|img|style)\b/i);
  });

  it('answers config.json, where a repeat visit sets its session flag first', async () => {
    const response = await fetch(`${origin}/config.json?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('refuses other paths and methods', async () => {
    expect((await fetch(`${origin}/about-us`)).status).toBe(404);
    const post = await fetch(`${origin}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
