import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FaceDescriptors, LateFaces } from '@bbg/contract';

/** Where page stylesheets go: the shell's immutable static folder, which no build, release or rollback empties. */
const PAGE_CSS_DIR = 'static/css';

/** Resolves every relative url() against the sheet it came from, so the rules still find their files from one page sheet. */
export function rebaseUrls(css: string, href: string): string {
  const base = new URL(href, 'http://site.invalid');
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole: string, quote: string, ref: string) => {
    if (/^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, base);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** A sheet's top-level statements (rules, at-rule blocks, `;`-ended at-rules), as written. */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | undefined;
  const cut = (end: number): void => {
    const statement = css.slice(start, end).trim();
    if (statement) statements.push(statement);
    start = end;
  };
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    }
    else if (c === '{') depth += 1;
    else if (c === '}' && depth > 0 && --depth === 0) cut(i + 1);
    else if (c === ';' && depth === 0) cut(i + 1);
  }
  cut(css.length);
  return statements;
}

/** A font face by what it declares, its files by name: the shell's and a remote's copy of one file (same hash) are one face. */
const faceKey = (statement: string): string => statement.replace(/url\(\s*(['"]?)[^'")]*\/([^/'")]+)\1\s*\)/g, 'url($2)');

/**
 * Each statement once. Every app bundles the kit, so the shell's and the remote's sheets repeat its rules (the
 * largest page sheet was 228 KB for 94 KB of distinct rules): parsing and matching them twice is main-thread time on
 * every page. A repeated rule keeps its last place, so the cascade is unchanged (the later copy won anyway). A
 * repeated font face keeps its first, the shell's file, which every page shares, instead of the remote's copy.
 */
export function withoutRepeats(statements: readonly string[]): string[] {
  const keyOf = (statement: string): string => (/^@font-face\b/i.test(statement) ? faceKey(statement) : statement);
  const keys = statements.map(keyOf);
  const kept = new Map<string, number>();
  keys.forEach((key, i) => {
    if (!kept.has(key) || !key.startsWith('@font-face')) kept.set(key, i);
  });
  return statements.filter((_, i) => kept.get(keys[i] as string) === i);
}

/** The sheets' rules in cascade order, each once, as one sheet's statements. Refuses what only works at the top of a sheet. */
export function concatenateSheets(sheets: readonly { readonly href: string; readonly css: string }[]): string[] {
  const statements = sheets.flatMap(({ href, css }) => {
    if (/@(?:import|charset|namespace)\b/i.test(css)) throw new Error(`${href} has an @import, @charset or @namespace rule, which cannot be joined into one sheet`);
    return topLevelStatements(rebaseUrls(css, href));
  });
  return withoutRepeats(statements);
}

/** A face that loads a web font (a url() source), as against a fallback face, which names local fonts. */
const isWebFace = (statement: string): boolean => /^@font-face\b/i.test(statement) && /url\(/.test(statement);

/** The face of a page's LCP words: its family and weight, and its WOFF2 file, which a face of another family may share. */
export interface FirstFace {
  readonly family: string;
  readonly weight: string;
  readonly url: string;
}

/**
 * A page's statements by when they are needed: for the first paint, every one but the web-font faces other than
 * `firstFace` (the LCP words' face, which the page preloads); after it, those faces. The fallback faces stay with the
 * first: they set the other words until their own face arrives, with its metrics. A face of another family over the
 * same file waits too: words of its role must not be set in it before their own faces join.
 */
export function splitLateFaces(statements: readonly string[], firstFace: FirstFace): { readonly first: string[]; readonly late: string[] } {
  const isFirst = (statement: string): boolean => {
    if (!statement.includes(firstFace.url)) return false;
    const { family, weight } = faceDescriptors(statement);
    return family === firstFace.family && weight === firstFace.weight;
  };
  const late = (statement: string): boolean => isWebFace(statement) && !isFirst(statement);
  return { first: statements.filter((statement) => !late(statement)), late: statements.filter(late) };
}

/** A CSS string's value without its quotes (a font family's name, as the Font Loading API and document.fonts spell it). */
export const unquote = (value: string): string => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/** One block's declarations (an @font-face rule's), by lowercase property name; a `;` inside quotes does not end one. */
export function blockDeclarations(statement: string): Map<string, string> {
  const body = statement.slice(statement.indexOf('{') + 1, statement.lastIndexOf('}'));
  const declared = new Map<string, string>();
  for (const declaration of body.split(/;(?=(?:[^"']|"[^"]*"|'[^']*')*$)/)) {
    const colon = declaration.indexOf(':');
    if (colon > 0) declared.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return declared;
}

/** The declarations of one @font-face statement, the family unquoted, named as the Font Loading API names them. */
export function faceDescriptors(statement: string): FaceDescriptors {
  const declared = blockDeclarations(statement);
  const family = unquote(declared.get('font-family') ?? '');
  const src = declared.get('src');
  if (!family || !src) throw new Error(`A font face without a family or a source: ${statement}`);
  const optional = (name: string, key: keyof FaceDescriptors): Partial<FaceDescriptors> => (declared.has(name) ? { [key]: declared.get(name) } : {});
  return {
    family,
    src,
    ...optional('font-weight', 'weight'),
    ...optional('font-style', 'style'),
    ...optional('font-display', 'display'),
    ...optional('unicode-range', 'unicodeRange'),
  };
}

/** A unicode-range's code points as intervals (`U+0600-06FF, U+0627, U+06??`), or undefined where a face names none. */
function unicodeRanges(value: string | undefined): (readonly [number, number])[] | undefined {
  if (value === undefined) return undefined;
  return value.split(',').map((part): readonly [number, number] => {
    const match = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`A unicode-range the pre-render cannot read: ${value}`);
    const [, from = '', to] = match;
    return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(to ?? from.replace(/\?/g, 'f'), 16)];
  });
}

/** The ones of these letters a face names in its unicode-range: none for a face without one, which draws whatever its file holds. */
export function lettersDrawn(statement: string, letters: string): string {
  const ranges = unicodeRanges(blockDeclarations(statement).get('unicode-range')) ?? [];
  return [...letters].filter((letter) => ranges.some(([from, to]) => (letter.codePointAt(0) ?? -1) >= from && (letter.codePointAt(0) ?? -1) <= to)).join('');
}

/**
 * Whether a face is for these letters: its unicode-range names every one (an Arabic face, for an Arabic page's). A face
 * that names no range is for none by this test: it draws whatever its file holds (the Latin faces, cut to Latin).
 */
export const faceDrawsLetters = (statement: string, letters: string): boolean =>
  blockDeclarations(statement).has('unicode-range') && lettersDrawn(statement, letters) === letters;

/** A web face for another script than the page's: it names a unicode-range, and that range leaves the page's letters out. */
const forOtherScript = (statement: string, letters: string): boolean =>
  isWebFace(statement) && blockDeclarations(statement).has('unicode-range') && !faceDrawsLetters(statement, letters);

export interface PageStylesheet {
  /** The one stylesheet a served page links. */
  readonly href: string;
  readonly css: string;
  /** The WOFF2 file of the face the page's LCP words are set in, the only one its first paint loads. */
  readonly firstFace?: string;
  /** The page's other web-font faces, added once the first paint is on screen; none when it has none. */
  readonly lateFaces?: LateFaces;
}

/**
 * A sheet written once under a content hash, in the workspace a release or build renders in. Publishing it writes
 * it to the target, where a folder adds its .br and .gz (FolderStore): compressed once, where it is served. It is
 * never deleted: a rollback serves stored pages that still link it.
 */
function writeSheet(dir: string, prefix: string, css: string): string {
  const name = `${PAGE_CSS_DIR}/${prefix}.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(join(dir, PAGE_CSS_DIR), { recursive: true });
    writeFileSync(file, css);
  }
  return `/${name}`;
}

/** What a page's sheet is written for: the face of its LCP words, and the letters its language is written in. */
export interface PageFaces {
  /** Finds the LCP words' face in the page's rules. */
  readonly firstFace?: (css: string) => FirstFace | undefined;
  /** The page's letters (tools/prerender/lcp-font.ts, localeLetters): a web face for another script is left out. */
  readonly letters?: string;
}

/**
 * One stylesheet holding the rules of `hrefs` (files under `dir`, in cascade order). Given the letters the page is
 * written in, the web faces for another script are left out (an English page never names the Arabic face). Given how
 * to find the face of the page's LCP words in those rules (`firstFace`), the page's other web-font faces are left out
 * of it: they are given as descriptors, for the boot script to add once the first paint is on screen, and as a sheet of
 * their own (`faces.<hash>.css`) for browsers without scripts. The first paint's critical path is the page, its sheet
 * and that one face.
 */
export function writePageStylesheet(dir: string, hrefs: readonly string[], { firstFace = () => undefined, letters }: PageFaces = {}): PageStylesheet {
  const all = concatenateSheets(hrefs.map((href) => ({ href, css: readFileSync(join(dir, href), 'utf8') })));
  const statements = letters === undefined ? all : all.filter((statement) => !forOtherScript(statement, letters));
  const face = firstFace(`${statements.join('\n')}\n`);
  const { first, late } = face ? splitLateFaces(statements, face) : { first: statements, late: [] };
  const css = `${first.join('\n')}\n`;
  return {
    href: writeSheet(dir, 'page', css),
    css,
    ...(face ? { firstFace: face.url } : {}),
    ...(late.length > 0 ? { lateFaces: { sheet: writeSheet(dir, 'faces', `${late.join('\n')}\n`), faces: late.map(faceDescriptors) } } : {}),
  };
}
