/**
 * @jest-environment node
 */
import { remoteApps, shellApp } from '../apps';
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
});
