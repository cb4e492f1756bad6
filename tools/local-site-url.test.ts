/**
 * @jest-environment node
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './jest/temp-dir';
import { makeSiteRoot } from './server/test-site';

interface Modules {
  readonly deployed: typeof import('./prerender/deployed-config');
  readonly source: typeof import('./server/config-source');
}

/** The readers of config.json loaded again with these ports, as a checkout that sets them loads them. */
function readersWith(env: Record<string, string>): Modules {
  const saved = { ...process.env };
  delete process.env.PORT;
  delete process.env.BBG_PORT_OFFSET;
  Object.assign(process.env, env);
  try {
    let modules: Modules | undefined;
    jest.isolateModules(() => {
      modules = { deployed: jest.requireActual('./prerender/deployed-config'), source: jest.requireActual('./server/config-source') };
    });
    return modules!;
  } finally {
    process.env = saved;
  }
}

const folderWith = (config: object | null): string => {
  const root = makeSiteRoot(config ?? {});
  if (config === null) rmSync(join(root, 'config.json'));
  return root;
};

describe("the site's address when config.json names none", () => {
  const { deployed, source } = readersWith({ BBG_PORT_OFFSET: '400' });
  const served = (root: string) => source.openConfigSource(root, { required: false, log: () => undefined }).current();

  it("is the checkout's site on the shifted port: in the pages rendered, in the config.json served, alone too", () => {
    const root = folderWith({ apiBaseUrl: '' });
    expect(deployed.deployedConfig(root).siteUrl).toBe('http://localhost:8480');
    expect(served(root).config.siteUrl).toBe('http://localhost:8480');
    expect(JSON.parse(served(root).text ?? '')).toEqual({ apiBaseUrl: '', siteUrl: 'http://localhost:8480' });
    // A remote running alone has no config.json: the defaults it is served name the same site.
    const alone = folderWith(null);
    expect(deployed.deployedConfig(alone).siteUrl).toBe('http://localhost:8480');
    expect(served(alone)).toEqual({ config: expect.objectContaining({ siteUrl: 'http://localhost:8480' }), text: null });
  });

  it('is 8080 without an offset, whatever port one run is given (PORT), as before', () => {
    const root = folderWith({});
    expect(readersWith({}).deployed.deployedConfig(root).siteUrl).toBe('http://localhost:8080');
    expect(readersWith({ PORT: '9000' }).deployed.deployedConfig(root).siteUrl).toBe('http://localhost:8080');
  });

  it('leaves a siteUrl the file names as it is, the file served as written: a production build is unchanged', () => {
    const text = JSON.stringify({ siteUrl: 'https://www.bbgroup.example', apiBaseUrl: '' }, null, 2);
    const root = tempDir('bbg-site-url-');
    writeFileSync(join(root, 'config.json'), text);
    expect(deployed.deployedConfig(root).siteUrl).toBe('https://www.bbgroup.example');
    expect(served(root)).toEqual({ config: expect.objectContaining({ siteUrl: 'https://www.bbgroup.example' }), text });
  });
});
