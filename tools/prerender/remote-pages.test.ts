/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { sri } from '../deploy/hash';
import { loadRemotePages } from './remote-pages';
import { tempDir } from '../jest/temp-dir';

const bundle = 'module.exports.pages = { "./page": require("react") };\n';

function publish(code: string, listed = code) {
  const dir = tempDir('bbg-render-');
  const base = join(dir, 'remotes/legal/1');
  mkdirSync(join(base, 'server'), { recursive: true });
  writeFileSync(join(base, 'server/pages.cjs'), code);
  const integrity = JSON.stringify({ 'server/pages.cjs': sri(listed) });
  writeFileSync(join(base, 'integrity.json'), integrity);
  const version = { ...remoteVersion('legal', '1'), filesIntegrity: sri(integrity) };
  const record = remoteRecord('legal', '1');
  return { dir, record, version };
}

describe('loadRemotePages', () => {
  it("runs a render bundle whose SHA-384 is the listed one, with only the renderer's shared modules", () => {
    const { dir, record, version } = publish(bundle);
    const react = () => null;
    expect(loadRemotePages(dir, record, version, { react })).toEqual({ './page': { Page: react } });
  });

  it('takes each page module with its copy loaders, and a page alone (a version built before locales) as a page without copy', () => {
    const copy = { en: () => Promise.resolve({}), fr: () => Promise.resolve({}), ar: () => Promise.resolve({}) };
    const Page = () => null;
    const { dir, record, version } = publish('module.exports.pages = { "./new": require("page"), "./old": require("page").Page, "./odd": 42 };\n');
    expect(() => loadRemotePages(dir, record, version, { page: { Page, copy } })).toThrow("./odd is not a page");
    const fine = publish('module.exports.pages = { "./new": require("page"), "./old": require("page").Page };\n');
    expect(loadRemotePages(fine.dir, fine.record, fine.version, { page: { Page, copy } })).toEqual({ './new': { Page, copy }, './old': { Page } });
  });

  it('refuses a bundle changed after it was listed, before running any of it', () => {
    const tampered = 'globalThis.__ran = true;\n' + bundle;
    const { dir, record, version } = publish(tampered, bundle);
    expect(() => loadRemotePages(dir, record, version, { react: () => null })).toThrow(/SHA-384 mismatch/);
    expect((globalThis as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('refuses a bundle that asks for a module the renderer does not provide', () => {
    const { dir, record, version } = publish('require("node:fs");\n');
    expect(() => loadRemotePages(dir, record, version, {})).toThrow(/asks for 'node:fs'/);
  });
});
