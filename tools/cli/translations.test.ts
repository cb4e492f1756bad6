/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TRANSLATIONS_FILE } from '@bbg/contract';
import { remoteApps, repoRoot, shellApp } from '../apps';
import { tempDir } from '../jest/temp-dir';
import { readTranslations, translationLines } from './translations';

describe('npm run translations', () => {
  it("reads every app's translations.json against its schema", () => {
    for (const app of [shellApp, ...remoteApps]) expect(readTranslations(app).reviewed).toBeDefined();
  });

  it('lists each app in French and in Arabic: reviewed or not, its strings, and what is missing', () => {
    const lines = translationLines([shellApp, ...remoteApps]);
    expect(lines).toHaveLength(2 * (1 + remoteApps.length));
    for (const line of lines) expect(line).toMatch(/^\S+\s+(fr|ar)\s+(reviewed \d{4}-\d\d-\d\d|not reviewed)\s+\d+ strings\s+(nothing missing|missing \d+: .+)$/);
  });

  it('refuses a translations.json cut short in one line naming it, as the review of one would', () => {
    const dir = tempDir('bbg-translations-');
    writeFileSync(join(dir, TRANSLATIONS_FILE), '{"reviewed": {');
    const app = { ...shellApp, dir: relative(repoRoot, dir) };
    expect(() => readTranslations(app)).toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^${join(dir, TRANSLATIONS_FILE)} is not valid JSON: `)) }));
  });
});
