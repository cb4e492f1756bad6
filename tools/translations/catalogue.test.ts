/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueReport, exportedWords } from './catalogue';
import { tempDir } from '../jest/temp-dir';

describe('exportedWords', () => {
  it('counts the strings of words of each exported value, not ids, links, icons, kinds, types or imports', () => {
    const source = `
      import type { Link } from './link';
      export interface Card { readonly kind: 'video' | 'photo' }
      export const intro = { title: 'Our brands', lead: \`Since \${2016}\`, id: 'brands', href: '/brands', icon: 'tags' };
      export const cards = [{ kind: 'video', label: 'Watch' }, { kind: 'photo', label: 'See' }] as const;
      export const TIMING_MS = 4000;
      export function greeting(name: string) { return \`Hello \${name}\`; }
      const local = 'not exported';
      export const lazy = () => import('./elsewhere');
      /** The clients, by their own names. @verbatim */
      export const clients = ['Emirates', 'Air Arabia'];
      export const settings = { effect: 'slide', anchor: 'overview', country: 'AE', nbsp: '\u00a0', tel: \`tel:\${1}\`, flag: '/flags/ae.svg' };
    `;
    expect(Object.fromEntries(exportedWords(source))).toEqual({ intro: 2, cards: 2, TIMING_MS: 0, greeting: 1, lazy: 0, clients: 0, settings: 0 });
  });
});

describe('catalogueReport', () => {
  it("finds English's exports of words that a locale does not export, file by file, and counts English's strings", () => {
    const app = tempDir('bbg-catalogue-');
    mkdirSync(join(app, 'src/content/fr'), { recursive: true });
    writeFileSync(join(app, 'src/content/page.ts'), "export const heading = 'Hello';\nexport const body = ['One', 'Two'];\nexport const DELAY = 3;\n");
    writeFileSync(join(app, 'src/content/labels.ts'), "export const labels = { close: 'Close' };\n");
    writeFileSync(join(app, 'src/content/page.test.ts'), "export const ignored = 'test';\n");
    writeFileSync(join(app, 'src/content/fr/page.ts'), "export const heading = 'Bonjour';\n");
    expect(catalogueReport(app, 'fr')).toEqual({ strings: 4, missing: ['labels.ts: labels', 'page.ts: body'] });
    expect(catalogueReport(app, 'ar').missing).toHaveLength(3);
  });
});
