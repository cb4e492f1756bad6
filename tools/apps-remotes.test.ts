/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverRemotes, repoRoot } from './apps';
import { DeployError } from './deploy/deploy-error';
import { tempDir } from './jest/temp-dir';

/** A checkout of the workspaces' manifests alone: the root's, and mfe-legal's and mfe-about's as `legal` says. */
function checkout(legal: (manifest: string) => string): string {
  const root = tempDir('bbg-apps-');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['mfe-*'] }));
  for (const dir of ['mfe-legal', 'mfe-about']) mkdirSync(join(root, dir));
  cpSync(join(repoRoot, 'mfe-about/package.json'), join(root, 'mfe-about/package.json'));
  writeFileSync(join(root, 'mfe-legal/package.json'), legal(readFileSync(join(repoRoot, 'mfe-legal/package.json'), 'utf8')));
  return root;
}

describe("the remotes the workspaces' package.json declare", () => {
  it('are found in the order of their ports', () => {
    expect(discoverRemotes(checkout((manifest) => manifest)).map((remote) => remote.id)).toEqual(['about', 'legal']);
  });

  it('stop every command in one line naming the file when a package.json is cut short or declares a remote wrongly', () => {
    const cut = checkout((manifest) => manifest.slice(0, 60));
    expect(() => discoverRemotes(cut)).toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^${join(cut, 'mfe-legal/package.json')} is not valid JSON: `)) }));
    const edit = (change: (manifest: Record<string, unknown>) => void) => (text: string): string => {
      const manifest = JSON.parse(text) as Record<string, unknown>;
      change(manifest);
      return JSON.stringify(manifest);
    };
    expect(() => discoverRemotes(checkout(edit((manifest) => void (manifest.bbg = 5))))).toThrow(new DeployError('mfe-legal/package.json: bbg must be an object, and bbg.remote a declaration.'));
    expect(() => discoverRemotes(checkout(edit((manifest) => void ((manifest.bbg as { remote: { port: unknown } }).remote.port = 'x'))))).toThrow(
      expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(/^mfe-legal\/package\.json: bbg\.remote is not a valid declaration: port /) }),
    );
    const about = JSON.parse(readFileSync(join(repoRoot, 'mfe-about/package.json'), 'utf8')) as { bbg: { remote: { id: string } } };
    expect(() => discoverRemotes(checkout(edit((manifest) => void ((manifest.bbg as { remote: { id: string } }).remote.id = about.bbg.remote.id))))).toThrow(
      new DeployError(`mfe-about and mfe-legal both declare the id '${about.bbg.remote.id}': each remote needs its own.`),
    );
  });
});
