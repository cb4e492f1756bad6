/**
 * @jest-environment node
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TRANSLATIONS_FILE } from '@bbg/contract';
import { appPath, remoteApps, repoRoot, shellApp } from '../apps';
import { tempDir } from '../jest/temp-dir';
import { readTranslations, translationLines } from './translations';

describe('npm run translations', () => {
  it("reads every app's translations.json against its schema", () => {
    for (const app of [shellApp, ...remoteApps]) expect(readTranslations(app)).toEqual(JSON.parse(readFileSync(appPath(app, TRANSLATIONS_FILE), 'utf8')));
  });

  it('lists each app in French and in Arabic: reviewed or not, its strings, and what is missing', () => {
    const lines = translationLines([shellApp, ...remoteApps]);
    expect(lines).toHaveLength(2 * (1 + remoteApps.length));
    for (const line of lines) expect(line).toMatch(/^\S+\s+(fr|ar)\s+(reviewed \d{4}-\d\d-\d\d|not reviewed)\s+\d+ strings\s+(nothing missing|missing \d+: .+)$/);
  });

  it('says which locales of an app a person has reviewed, and when', () => {
    const dir = tempDir('bbg-translations-');
    writeFileSync(join(dir, TRANSLATIONS_FILE), JSON.stringify({ reviewed: { fr: '2026-11-30' } }));
    const app = { ...shellApp, dir: relative(repoRoot, dir) };
    expect(readTranslations(app).reviewed).toEqual({ fr: '2026-11-30' });
    expect(translationLines([app]).map((line) => /\s(fr|ar)\s+(reviewed \S+|not reviewed)\s/.exec(line)?.slice(1, 3))).toEqual([
      ['fr', 'reviewed 2026-11-30'],
      ['ar', 'not reviewed'],
    ]);
  });

  it('refuses a translations.json cut short in one line naming it, as the review of one would', () => {
    const dir = tempDir('bbg-translations-');
    writeFileSync(join(dir, TRANSLATIONS_FILE), '{"reviewed": {');
    const app = { ...shellApp, dir: relative(repoRoot, dir) };
    expect(() => readTranslations(app)).toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^${join(dir, TRANSLATIONS_FILE)} is not valid JSON: `)) }));
  });
});
