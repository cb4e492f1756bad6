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

/** Characters written in Arabic (Unicode's script extensions: its letters, and the punctuation, marks and tatweel it shares). */
const ARABIC_SCRIPT = /\p{scx=Arabic}/u;

/** Invisible format characters (bidi isolates and marks, such as U+2068 around an id in Arabic copy): no glyph draws them. */
const FORMAT = /\p{Cf}/u;

/** Every character the apps' copy and code can put on a page, each with a file it is in. */
function pageCharacters(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(repoRoot, dir)))) {
    for (const c of charactersOf(file)) if (c >= '\u00a0' && !FORMAT.test(c) && !found.has(c)) found.set(c, file.slice(repoRoot.length + 1));
  }
  return found;
}

/** The unicode-range of the kit's Arabic faces (fonts.css), as intervals. */
function arabicFaceRanges(): [number, number][] {
  const css = readFileSync(join(repoRoot, 'shared/kit/src/styles/fonts.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([face]) => face).filter((face) => /font-family:\s*'IBM Plex Sans Arabic/.test(face));
  const ranges = new Set(faces.map((face) => /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? 'none'));
  expect(faces.length).toBeGreaterThan(0);
  expect([...ranges]).toHaveLength(1);
  return [...ranges][0]!.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

describe('the glyphs the fonts keep', () => {
  const characters = pageCharacters();
  const missing = (kept: string, wanted: (c: string) => boolean): Record<string, string> =>
    Object.fromEntries([...characters].filter(([c]) => wanted(c) && !kept.includes(c)));

  it('include every Latin and common character the copy and code of the apps use, so none is drawn in the fallback font', () => {
    expect(missing(glyphs.latin, (c) => !ARABIC_SCRIPT.test(c))).toEqual({});
  });

  it('include every Arabic character of the copy in the Arabic face, so none is drawn in the system face', () => {
    expect(missing(glyphs.arabic, (c) => ARABIC_SCRIPT.test(c))).toEqual({});
  });

  it('give the Arabic face Arabic only, all of it inside the unicode-range its faces are declared for', () => {
    const ranges = arabicFaceRanges();
    const outside = [...glyphs.arabic].filter((c) => !ARABIC_SCRIPT.test(c) || !ranges.some(([from, to]) => (c.codePointAt(0) ?? 0) >= from && (c.codePointAt(0) ?? 0) <= to));
    expect(outside).toEqual([]);
    expect(glyphs.arabic.length).toBeGreaterThan(28);
  });

  it('keep printable ASCII whole', () => {
    for (let code = 0x20; code < 0x7f; code += 1) expect(glyphs.latin).toContain(String.fromCharCode(code));
  });
});
