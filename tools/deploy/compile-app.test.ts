/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rspack } from '@rspack/core';
import { repoRoot } from '../apps';
import { tempDir } from '../jest/temp-dir';
import { compileApp } from './compile-app';
import { DeployError } from './deploy-error';

// The compiler is never reached here (and ships as ESM only, which this suite does not load).
jest.mock('@rspack/core', () => ({ rspack: jest.fn() }));

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

/** An app folder (named as the tools name one, from the checkout) with these catalogues, and no build config at all. */
function appWith(catalogues: Readonly<Record<string, unknown>>) {
  const folder = tempDir('bbg-compile-');
  for (const [file, value] of Object.entries(catalogues)) {
    mkdirSync(join(folder, 'src/content', file, '..'), { recursive: true });
    writeFileSync(join(folder, 'src/content', file), JSON.stringify(value));
  }
  return { dir: relative(repoRoot, folder), federationName: 'mfe_test', port: 3999 };
}

describe('compileApp', () => {
  it('refuses, before compiling anything, an app whose translation lacks a key, naming the file and the key', async () => {
    const app = appWith({ 'en/page.json': { title: 'Our brands', lead: 'Since 2016' }, 'fr/page.json': { title: 'Nos marques' }, 'ar/page.json': { title: 'علاماتنا', lead: 'منذ 2016' } });
    const built = compileApp(app, join(tempDir('bbg-compile-out-'), 'dist'));
    await expect(built).rejects.toThrow(DeployError);
    await expect(built).rejects.toThrow(`${app.dir}'s catalogues do not match English's:\n  ${app.dir}/src/content/fr/page.json: lead: missing`);
    expect(rspack).not.toHaveBeenCalled();
  });
});
