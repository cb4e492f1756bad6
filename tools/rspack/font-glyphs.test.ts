/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../apps';
import glyphs from './font-glyphs.json';

const SOURCES = ['shared', 'shell/src', 'mfe-about/src', 'mfe-brands/src', 'mfe-media/src', 'mfe-contact/src', 'mfe-legal/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every character a file can put on a page: its code and copy without comments, with \u escapes read. */
function charactersOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  const found = new Set<string>();
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const raw = scanner.getTokenText();
    const value = token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral ? scanner.getTokenValue() : raw;
    for (const c of value) found.add(c);
  }
  return found;
}

/**
 * Arabic script: the Latin faces do not draw it. Until the site has an Arabic face (issue 44, item 6), Arabic copy is
 * drawn in the reader's system face; this test keeps the Latin faces whole for every other character.
 */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

describe('the glyphs the fonts keep', () => {
  it('include every character the copy and code of the apps use, so none is drawn in the fallback font', () => {
    const kept = new Set(glyphs.text);
    const missing = new Map<string, string>();
    for (const file of SOURCES.flatMap((dir) => sourceFiles(join(repoRoot, dir)))) {
      for (const c of charactersOf(file)) if (c >= '\u00a0' && !ARABIC_SCRIPT.test(c) && !kept.has(c) && !missing.has(c)) missing.set(c, file.slice(repoRoot.length + 1));
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('keep printable ASCII whole', () => {
    for (let code = 0x20; code < 0x7f; code += 1) expect(glyphs.text).toContain(String.fromCharCode(code));
  });
});
