/**
 * @jest-environment node
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSiteUrl } from '../apps';
import { ConfigError, openConfigSource } from './config-source';
import { makeSiteRoot, startSite, type RunningSite } from './test-site';

const connectSrc = async (site: RunningSite): Promise<string | undefined> => {
  const response = await fetch(`${site.base}/about-us`);
  expect(response.status).toBe(200);
  return /connect-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
};

describe('config.json while serving', () => {
  it('keeps the last good configuration through a garbage edit, logs it once, and takes the next valid edit', async () => {
    const logged: string[] = [];
    const site = await startSite({ log: (message) => logged.push(message) });
    const file = join(site.root, 'config.json');
    try {
      expect(await connectSrc(site)).toBe("'self' https://api.provider.example");

      writeFileSync(file, '{ "apiBaseUrl": "https://api.other.example", oops');
      for (let i = 0; i < 3; i += 1) expect(await connectSrc(site)).toBe("'self' https://api.provider.example");
      const served = await fetch(`${site.base}/config.json`);
      expect(await served.json()).toEqual({ apiBaseUrl: 'https://api.provider.example', siteUrl: localSiteUrl });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/config\.json is not valid JSON.*keeping the last good configuration/);

      writeFileSync(file, JSON.stringify({ apiBaseUrl: 'ftp://files.example' }));
      expect(await connectSrc(site)).toBe("'self' https://api.provider.example");
      expect(logged[1]).toMatch(/config\.json: apiBaseUrl must be/);

      writeFileSync(file, JSON.stringify({ apiBaseUrl: 'https://api.next.example' }));
      expect(await connectSrc(site)).toBe("'self' https://api.next.example");
      expect(await (await fetch(`${site.base}/config.json`)).json()).toEqual({ apiBaseUrl: 'https://api.next.example', siteUrl: localSiteUrl });
      expect(logged).toHaveLength(3);
      expect(logged[2]).toMatch(/config\.json reloaded/);
    } finally {
      await site.close();
    }
  });

  it('keeps serving through an edit whose URL has the shape of one and does not parse (the CSP is built from it)', async () => {
    const logged: string[] = [];
    const site = await startSite({ log: (message) => logged.push(message) });
    try {
      writeFileSync(join(site.root, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.provider.example', companyProfileUrl: 'https://exa[mple.com/profile.pdf' }));
      for (let i = 0; i < 3; i += 1) expect(await connectSrc(site)).toBe("'self' https://api.provider.example");
      expect(logged).toEqual([expect.stringMatching(/config\.json: companyProfileUrl must be a path or an https URL, got https:\/\/exa\[mple\.com\/profile\.pdf: keeping the last good configuration$/)]);
    } finally {
      await site.close();
    }
  });

  it('keeps serving the last good configuration when the file is removed', async () => {
    const logged: string[] = [];
    const site = await startSite({ log: (message) => logged.push(message) });
    try {
      rmSync(join(site.root, 'config.json'));
      expect(await connectSrc(site)).toBe("'self' https://api.provider.example");
      expect(await connectSrc(site)).toBe("'self' https://api.provider.example");
      expect(logged).toEqual([expect.stringMatching(/config\.json was removed/)]);
    } finally {
      await site.close();
    }
  });
});

describe('config.json at start', () => {
  const open = (root: string, required = true) => () => openConfigSource(root, { required, log: () => undefined });

  it.each([
    ['missing', null, /config\.json is missing/],
    ['not JSON', '{ apiBaseUrl: }', /config\.json is not valid JSON/],
    ['an array', '[]', /config\.json must hold a JSON object/],
    ['a bad apiBaseUrl', JSON.stringify({ apiBaseUrl: 'api.example.com' }), /config\.json: apiBaseUrl must be/],
    ['a bad careersUrl', JSON.stringify({ careersUrl: 'javascript:alert(1)' }), /config\.json: careersUrl must be/],
    ['a negative loaderDurationMs', JSON.stringify({ loaderDurationMs: -1 }), /config\.json: loaderDurationMs must be/],
  ])('refuses a file that is %s, in a message naming the file (and the field)', (_case, text, message) => {
    const root = makeSiteRoot();
    if (text === null) rmSync(join(root, 'config.json'));
    else writeFileSync(join(root, 'config.json'), text);
    expect(open(root)).toThrow(ConfigError);
    expect(open(root)).toThrow(message);
    expect(open(root)).toThrow(root);
  });

  it('serves the defaults where the folder may have no config.json (a remote running alone)', async () => {
    const root = makeSiteRoot();
    rmSync(join(root, 'config.json'));
    expect(open(root, false)().current().text).toBeNull();
    const site = await startSite({ root, configOptional: true });
    try {
      const config = (await (await fetch(`${site.base}/config.json`)).json()) as { loaderDurationMs: number };
      expect(config.loaderDurationMs).toBe(3000);
    } finally {
      await site.close();
    }
  });

  it('warns about a field it does not know (a typo would otherwise be silently ignored)', () => {
    const root = makeSiteRoot({ apiBaseURL: 'https://api.example.com' });
    const logged: string[] = [];
    openConfigSource(root, { required: true, log: (message) => logged.push(message) });
    expect(logged).toEqual([expect.stringMatching(/unknown field "apiBaseURL" is ignored/)]);
  });
});
