import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, VERBATIM_KEYS } from '@bbg/contract';
import { readJsonFile } from '../json-file';
import { counted } from '../counted';

/** Keys whose strings are never words: ids, links, icons, kinds. A translation keeps English's value under them. */
const verbatim = new Set<string>(VERBATIM_KEYS);

/** Keys whose value, when it starts with `/`, is a link to a page of the site. */
const LINK_KEYS = new Set(['href', 'to', 'link', 'buttonLink', 'contactLink']);

/**
 * A string that is not words: no letter at all (a space, a separator), an address (`/brands`, `tel:`, `#top`, `./x`),
 * one lower-case token or identifier (`slide`, `languageMenu`: an id, a key or a setting), or a code in capitals (`AE`).
 */
const NOT_WORDS = [/^[^\p{L}]*$/u, /^(?:[a-z][a-z0-9+.-]*:|\/|#|\.)/, /^[a-z][a-zA-Z0-9]*(?:[-_][a-zA-Z0-9]+)*$/, /^[A-Z]{2,3}$/];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (value: unknown): string => (Array.isArray(value) ? 'a list' : value === null ? 'null' : isRecord(value) ? 'an object' : `a ${typeof value}`);

/** The JSON catalogues of an app in a locale: `src/content/<locale>/*.json`, by file name. */
const catalogueFiles = (appDir: string, locale: string): string[] => {
  const dir = join(appDir, 'src/content', locale);
  return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'route-heads.json').sort() : [];
};

/** The strings of words in a catalogue value: every string but those under a verbatim key, and those that are no words. */
function countWords(value: unknown): number {
  if (typeof value === 'string') return NOT_WORDS.some((pattern) => pattern.test(value.trim())) ? 0 : 1;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countWords(item), 0);
  if (isRecord(value)) return Object.entries(value).reduce((sum, [key, item]) => sum + (verbatim.has(key) ? 0 : countWords(item)), 0);
  return 0;
}

/** What a translation lacks or gets wrong against English, path by path (`banners.spj.title: missing`). */
function differences(english: unknown, theirs: unknown, path: string, key: string | undefined, problems: string[]): void {
  const here = path || '(the whole file)';
  if (theirs === undefined) {
    problems.push(`${here}: missing`);
    return;
  }
  if (kindOf(english) !== kindOf(theirs)) {
    problems.push(`${here}: ${kindOf(theirs)}, where English has ${kindOf(english)}`);
    return;
  }
  if (Array.isArray(english) && Array.isArray(theirs)) {
    if (english.length !== theirs.length) problems.push(`${here}: ${counted(theirs.length, 'item')}, where English has ${english.length}`);
    english.forEach((item, index) => differences(item, theirs[index], `${path}[${index}]`, key, problems));
    return;
  }
  if (isRecord(english) && isRecord(theirs)) {
    for (const [name, item] of Object.entries(english)) differences(item, theirs[name], path ? `${path}.${name}` : name, name, problems);
    for (const name of Object.keys(theirs)) if (!(name in english)) problems.push(`${path ? `${path}.${name}` : name}: not in English`);
    return;
  }
  if (key !== undefined && verbatim.has(key) && english !== theirs) problems.push(`${here}: ${JSON.stringify(theirs)}, where English has ${JSON.stringify(english)} (never translated)`);
}

/** Every link to a page (`/about-us`, `/brands#spj`) under a link key, with its path. */
function pageLinks(value: unknown, path: string, found: [string, string][]): [string, string][] {
  if (Array.isArray(value)) value.forEach((item, index) => pageLinks(item, `${path}[${index}]`, found));
  else if (isRecord(value)) {
    for (const [name, item] of Object.entries(value)) {
      const at = path ? `${path}.${name}` : name;
      if (LINK_KEYS.has(name) && typeof item === 'string' && item.startsWith('/')) found.push([at, item]);
      else pageLinks(item, at, found);
    }
  }
  return found;
}

/** One app's catalogue in one locale, against English: its strings of words, and what the locale lacks. */
export interface CatalogueReport {
  /** Strings of words in English's catalogues (src/content/en/*.json). */
  readonly strings: number;
  /** What the locale's catalogues lack or get wrong: `file.json: path: what`. */
  readonly missing: readonly string[];
}

/** An app's catalogues (`src/content/<locale>/*.json`) in `locale`, compared with English's, path by path. */
export function catalogueReport(appDir: string, locale: string): CatalogueReport {
  let strings = 0;
  const missing: string[] = [];
  for (const file of catalogueFiles(appDir, 'en')) {
    const english = readJsonFile(join(appDir, 'src/content/en', file));
    strings += countWords(english);
    const translated = join(appDir, 'src/content', locale, file);
    const problems: string[] = [];
    differences(english, existsSync(translated) ? readJsonFile(translated) : undefined, '', undefined, problems);
    missing.push(...problems.map((problem) => `${locale}/${file}: ${problem}`));
  }
  for (const file of catalogueFiles(appDir, locale)) if (!existsSync(join(appDir, 'src/content/en', file))) missing.push(`${locale}/${file}: no English catalogue of that name`);
  return { strings, missing };
}

/**
 * Everything wrong with an app's catalogues, each naming its file: a locale's that differs from English's (a key
 * missing or added, a list of another length, an id or a link changed), and a link to a page that no app declares.
 * The build refuses an app with any; typecheck cannot see them, since a JSON import types every string alike.
 */
export function catalogueProblems(appDir: string, pagePaths: ReadonlySet<string>): string[] {
  const problems = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => catalogueReport(appDir, locale).missing);
  for (const file of catalogueFiles(appDir, 'en')) {
    for (const [path, link] of pageLinks(readJsonFile(join(appDir, 'src/content/en', file)), '', [])) {
      const page = link.split('#')[0] ?? link;
      if (!pagePaths.has(page)) problems.push(`en/${file}: ${path}: ${link} is no page of the site`);
    }
  }
  return problems.map((problem) => `src/content/${problem}`);
}
