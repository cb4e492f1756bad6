/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSiteUrl } from '../apps';
import { startSite, type RunningSite } from './test-site';

let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
  writeFileSync(join(site.root, 'enquiries.jsonl'), '{"FullName":"Asha Rao"}\n');
  writeFileSync(join(site.root, 'enquiries.jsonl.gz'), 'gzipped log');
  writeFileSync(join(site.root, 'config.json.br'), 'stale compressed copy');
});
afterAll(() => site.close());

describe('every spelling of a file the server answers itself', () => {
  it('answers config.json, under any spelling, with the configuration in force, after an edit it refused', async () => {
    writeFileSync(join(site.root, 'config.json'), '{ "apiBaseUrl": "https://api.other.example", oops');
    for (const path of ['/config.json', '/config.json/', '/config.json//', '/Config.JSON', '/config%2ejson', '/config.json.br']) {
      const response = await fetch(`${site.base}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect([path, response.status, await response.text()]).toEqual([path, 200, JSON.stringify({ apiBaseUrl: 'https://api.provider.example', siteUrl: localSiteUrl })]);
    }
  });

  it('answers 404 to a log however it is spelled', async () => {
    for (const path of ['/enquiries.jsonl', '/enquiries.jsonl/', '/enquiries%2ejsonl/', '/Enquiries.JSONL', '/enquiries.jsonl.gz']) {
      expect([path, (await fetch(`${site.base}${path}`)).status]).toEqual([path, 404]);
    }
  });

  it('never lets a browser cache the registry, however it is spelled', async () => {
    for (const path of ['/registry.json', '/registry.json/']) {
      const response = await fetch(`${site.base}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
  });
});
