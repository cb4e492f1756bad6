/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Collector } from '../collector/collector';
import { createSiteServer } from './create-server';
import { ENQUIRY_PATH, MAX_BODY_BYTES } from './enquiry-api';
import { EMPTY_REGISTRY, makeSiteRoot, startSite } from './test-site';
import { tempDir } from '../jest/temp-dir';

let server: Server;
let base: string;
let log: string;

beforeAll(async () => {
  const root = tempDir('site-');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>BBG</title>');
  writeFileSync(join(root, 'registry.json'), JSON.stringify(EMPTY_REGISTRY));
  mkdirSync(join(root, 'static/fonts'), { recursive: true });
  writeFileSync(join(root, 'static/fonts/inter.0123456789.woff2'), 'wOF2');
  writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.provider.example' }));
  log = join(root, 'enquiries.jsonl');
  server = createSiteServer({ root, enquiryLog: log });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, type = 'application/json') =>
  fetch(`${base}${ENQUIRY_PATH}`, { method: 'POST', headers: { 'Content-Type': type }, body });

const contact = { FullName: 'Asha Rao', Email: 'asha@example.com', Number: '919876543210', Message: 'Hello' };
const partner = {
  FullName: 'Omar Ali', Email: 'omar@example.com', Number: '971501234567', Message: null, CompanyName: 'Sky Tours',
  CompanyWebsite: null, Country: 'Kenya', BusinessType: 'Agency', YearsInBusiness: '1-5',
};

describe('site server', () => {
  it('serves pages for client-side routes with the production headers', async () => {
    const response = await fetch(`${base}/t&c`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>BBG</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.provider.example");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends a font without the document policies, which would only add bytes to the page face', async () => {
    const font = await fetch(`${base}/static/fonts/inter.0123456789.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('x-content-type-options')).toBe('nosniff');
    expect(font.headers.get('cache-control')).toContain('immutable');
    for (const name of ['content-security-policy', 'permissions-policy']) expect(font.headers.get(name)).toBeNull();
    const page = await fetch(`${base}/`);
    for (const name of ['content-security-policy', 'permissions-policy']) expect(page.headers.get(name)).not.toBeNull();
  });

  it('answers 404 for a missing file instead of the page', async () => {
    expect((await fetch(`${base}/static/js/missing.js`)).status).toBe(404);
  });

  it('never caches the registry', async () => {
    expect((await fetch(`${base}/registry.json`)).headers.get('cache-control')).toBe('no-store');
  });

  it('accepts a contact and a partner enquiry and appends them to the log', async () => {
    expect((await post(JSON.stringify(contact))).status).toBe(200);
    expect((await post(JSON.stringify({ ...partner, Language: 'ar' }))).status).toBe(200);
    const lines = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.slice(-2).map((l) => [l.FullName, l.Language])).toEqual([
      ['Asha Rao', undefined],
      ['Omar Ali', 'ar'],
    ]);
  });

  it.each([
    [{ ...contact, Email: 'nope' }, /Email/],
    [{ ...contact, FullName: '' }, /FullName/],
    [{ ...contact, Number: '12' }, /Number/],
    [{ ...contact, Message: '' }, /Message/],
    [{ ...partner, Country: '' }, /Country/],
  ])('refuses bad input with 400 and a reason (%#)', async (body, reason) => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
  });

  it('refuses malformed JSON, other content types and oversized bodies', async () => {
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify(contact), 'text/plain')).status).toBe(415);
    expect((await post(JSON.stringify({ ...contact, Message: 'x'.repeat(MAX_BODY_BYTES) }))).status).toBe(413);
    expect(existsSync(log)).toBe(true);
  });
});

describe('the enquiry log', () => {
  it('keeps only the fields of the form, and the time the server received the enquiry', async () => {
    const log = join(tempDir('logs-'), 'enquiries.jsonl');
    const site = await startSite({ enquiryLog: log });
    const post = (body: string) => fetch(`${site.base}${ENQUIRY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const before = Date.now();
    // 1,500 keys of the client's own (within the 16 KB), a __proto__, and a time of its choosing.
    const extra = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`_${i.toString(36)}`, 1]));
    const body = `{"__proto__":{"polluted":true},${JSON.stringify({ ...contact, receivedAt: '1999', ...extra }).slice(1)}`;
    try {
      expect((await post(body)).status).toBe(200);
      expect((await post(JSON.stringify({ ...partner, receivedAt: '1999', isAdmin: true }))).status).toBe(200);
      const [contactLine, partnerLine] = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(Object.keys(contactLine ?? {})).toEqual(['receivedAt', ...Object.keys(contact)]);
      expect(Object.keys(partnerLine ?? {})).toEqual(['receivedAt', ...Object.keys(partner)]);
      for (const line of [contactLine, partnerLine]) expect(Date.parse(String(line?.receivedAt))).toBeGreaterThanOrEqual(before - 1000);
    } finally {
      await site.close();
    }
  });
});

describe('an unexpected error inside one request', () => {
  it('answers 500, is logged with the request line, and the server goes on serving', async () => {
    const logged: string[] = [];
    const root = makeSiteRoot({});
    // A fault of the server's own: counting an accepted beacon throws.
    const collector: Collector = {
      record: () => {
        throw new TypeError('the counter broke');
      },
      refuse: () => undefined,
      exposition: () => Promise.resolve(''),
      contentType: 'text/plain',
    };
    const broken = createSiteServer({ root, enquiryLog: join(root, 'enquiries.jsonl'), collector, log: (message) => logged.push(message) });
    await new Promise<void>((resolve) => broken.listen(0, resolve));
    const origin = `http://localhost:${(broken.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${origin}/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ route: '/', versions: {}, metrics: [{ name: 'LCP', value: 1 }] }) });
      expect(response.status).toBe(500);
      expect(logged).toEqual([expect.stringMatching(/^500 for POST \/vitals: TypeError: the counter broke/)]);
      expect((await fetch(`${origin}/`)).status).toBe(200);
    } finally {
      broken.closeAllConnections();
      await new Promise<void>((resolve) => broken.close(() => resolve()));
    }
  });
});

describe('a file that cannot be read once found', () => {
  it('costs that one request, not the process', async () => {
    const logged: string[] = [];
    const root = makeSiteRoot({});
    const site = createSiteServer({ root, enquiryLog: join(root, 'enquiries.jsonl'), log: (message) => logged.push(message) });
    await new Promise<void>((resolve) => site.listen(0, resolve));
    const origin = `http://localhost:${(site.address() as AddressInfo).port}`;
    // As if main.js were removed between its lookup and its read.
    const read = fs.createReadStream;
    jest.spyOn(fs, 'createReadStream').mockImplementationOnce((_path, options) => read(join(root, 'gone.js'), options));
    try {
      await fetch(`${origin}/main.js`).then((response) => response.text()).catch(() => 'dropped');
      expect(logged).toEqual([expect.stringMatching(/^500 for GET \/main\.js: .*ENOENT/)]);
      expect((await fetch(`${origin}/`)).status).toBe(200);
    } finally {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
