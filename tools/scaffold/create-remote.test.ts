/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverRemotes, portOffset, repoRoot } from '../apps';
import { tempDir } from '../jest/temp-dir';
import { checkSpec } from './create-remote';
import { pageNames, remoteFiles } from './remote-files';

// An id and a path no remote of this checkout has: the README's example, careers, may have been scaffolded here.
const FREE = 'unit-test-section';

describe('what create-remote is asked for', () => {
  it.each<readonly [id: string, path: string, title: string, message: RegExp]>([
    ['Careers!', `/${FREE}`, 'Careers', /'Careers!' is not a valid remote id/],
    ['shell', `/${FREE}`, 'Careers', /names a part of the platform/],
    ['legal', `/${FREE}`, 'Careers', /The id 'legal' is taken by mfe-legal/],
    [FREE, 'careers', 'Careers', /'careers' is not a valid first page/],
    [FREE, '/jobs/open', 'Careers', /not a valid first page/],
    [FREE, '/privacy-policy', 'Careers', /\/privacy-policy belongs to mfe-legal/],
    [FREE, '/Contact-Us', 'Careers', /\/Contact-Us belongs to mfe-contact/],
    [FREE, '/', 'Careers', /\/ belongs to shell/],
    [FREE, '/app', 'Careers', /\/app would be served from the shell's app\.html/],
    [FREE, '/fr', 'Careers', /\/fr would be served from the shell's fr\.html/],
    [FREE, `/${FREE}`, '  ', /--title must name the section/],
    [FREE, `/${FREE}`, 'x'.repeat(61), /--title must name the section, in 1 to 60 characters/],
    ...['shared', 'catalogue', 'kit', 'tools', 'e2e', 'site'].map((id) => [id, `/${FREE}`, 'Careers', /names a part of the platform/] as const),
  ])('refuses id %j, path %j, title %j', async (id, path, title, message) => {
    await expect(checkSpec(repoRoot, id, path, title)).rejects.toThrow(message);
  });

  it('refuses an id whose mfe- folder exists, even when that folder is no remote yet', async () => {
    const root = tempDir('bbg-scaffold-');
    writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['mfe-*'] }));
    mkdirSync(join(root, `mfe-${FREE}`));
    await expect(checkSpec(root, FREE, `/${FREE}`, 'Careers')).rejects.toThrow(`mfe-${FREE}/ exists already: choose another id, or remove that folder.`);
    await expect(checkSpec(root, 'other-section', `/${FREE}`, 'Careers')).resolves.toMatchObject({ id: 'other-section' });
  });

  it('takes a title of 60 characters', async () => {
    await expect(checkSpec(repoRoot, FREE, `/${FREE}`, 'x'.repeat(60))).resolves.toMatchObject({ title: 'x'.repeat(60) });
  });

  it('takes a new id and path, and gives the remote the next free port', async () => {
    const ports = discoverRemotes(repoRoot).map((remote) => remote.port - portOffset);
    const spec = await checkSpec(repoRoot, FREE, `/${FREE}`, ' Investor Relations ');
    expect(spec).toMatchObject({ id: FREE, path: `/${FREE}`, title: 'Investor Relations' });
    // After every remote's (3006 beside the five remotes of a fresh clone), and neither the shell's nor the catalogue's.
    expect(spec.port).toBeGreaterThan(Math.max(...ports));
    expect([3000, 3009]).not.toContain(spec.port);
  });
});

describe('the files of a new remote', () => {
  const spec = { id: 'investor-relations', path: '/investor-relations', title: "Investors' corner", port: 3006 } as const;

  it('names the page, its folder and the federation container from the id and path', () => {
    expect(pageNames(spec)).toEqual({ dir: 'mfe-investor-relations', page: 'investor-relations', key: 'investorRelations', federationName: 'mfe_investor_relations', component: 'investor-relations-page' });
  });

  it('lays out a whole remote inside its own folder, declared in its package.json', () => {
    const files = remoteFiles(spec);
    for (const file of Object.keys(files)) expect(file.startsWith('mfe-investor-relations/')).toBe(true);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['mfe-investor-relations/src/app/paths.ts', 'mfe-investor-relations/src/app/routes.ts', 'mfe-investor-relations/src/pages/investor-relations/investor-relations-page.test.tsx', 'mfe-investor-relations/e2e/standalone.spec.ts', 'mfe-investor-relations/README.md']),
    );
    expect(JSON.parse(files['mfe-investor-relations/package.json'] ?? '{}').bbg.remote).toMatchObject({ id: 'investor-relations', section: "Investors' corner", federationName: 'mfe_investor_relations', port: 3006 });
    expect(files['mfe-investor-relations/src/app/routes.ts']).toContain("title: 'Investors\\' corner'");
    expect(files['mfe-investor-relations/src/app/paths.ts']).toContain("investorRelations: '/investor-relations'");
  });

  it('gives the first page a test that reads its words from the catalogues, so it passes once the team rewrites them', () => {
    const files = remoteFiles(spec);
    const test = files['mfe-investor-relations/src/pages/investor-relations/investor-relations-page.test.tsx'] ?? '';
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : []);
    for (const locale of ['en', 'fr', 'ar']) {
      const words = strings(JSON.parse(files[`mfe-investor-relations/src/content/${locale}/investor-relations.json`] ?? '{}')).filter((text) => text.includes(' '));
      expect(words.length).toBeGreaterThan(5);
      for (const text of words) expect(test).not.toContain(text);
      expect(test).toContain(`from '../../content/${locale}/investor-relations.json'`);
    }
  });
});
