import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { VERBATIM_KEYS } from '@bbg/contract';

/** Keys whose strings are never words (Translation<T> keeps them): ids, links, icons, kinds. */
const verbatim = new Set<string>(VERBATIM_KEYS);

/**
 * A string that is not words: no letter at all (a space, a separator), an address (`/brands`, `tel:`, `#top`, `./x`),
 * one lower-case token or identifier (`slide`, `languageMenu`: an id, a key or a setting), a code in capitals (`AE`),
 * or generated CSS.
 */
const NOT_WORDS = [/^[^\p{L}]*$/u, /^(?:[a-z][a-z0-9+.-]*:|\/|#|\.)/, /^[a-z][a-zA-Z0-9]*(?:[-_][a-zA-Z0-9]+)*$/, /^[A-Z]{2,3}$/, /^\/\*|[{}]/];

const textOf = (node: ts.Node): string =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') : '';

/** What one catalogue module exports: each exported value's name, and how many strings of words it holds. */
export type ExportedWords = ReadonlyMap<string, number>;

const isString = (node: ts.Node): boolean => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The strings of words in an expression: every string literal but those under a verbatim key, or naming a module. */
function countWords(node: ts.Node): number {
  if (isString(node)) return NOT_WORDS.some((pattern) => pattern.test(textOf(node).trim())) ? 0 : 1;
  let count = 0;
  node.forEachChild((child) => {
    if (ts.isPropertyAssignment(child) && verbatim.has(child.name.getText())) return;
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    // A union of literal types (`kind: 'video' | 'photo'`) in a type position names no words.
    if (ts.isTypeNode(child)) return;
    count += countWords(child);
  });
  return count;
}

/** An export its comment marks `@verbatim`: names, codes or addresses, the same in every language, never translated. */
const isVerbatim = (statement: ts.Statement): boolean => ts.getJSDocTags(statement).some((tag) => tag.tagName.text === 'verbatim');

/**
 * The values a module's source exports (`export const x = …`, `export function x`), each with its strings of words
 * (none for one marked `@verbatim`).
 */
export function exportedWords(source: string, fileName = 'catalogue.ts'): ExportedWords {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<string, number>();
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) found.set(declaration.name.text, declaration.initializer && !isVerbatim(statement) ? countWords(declaration.initializer) : 0);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.set(statement.name.text, statement.body && !isVerbatim(statement) ? countWords(statement.body) : 0);
    }
  }
  return found;
}

/** One app's catalogue in one locale, against English: what is translated, and what is not yet. */
export interface CatalogueReport {
  /** Strings of words in English's catalogue (src/content/*.ts, tests left out). */
  readonly strings: number;
  /** English exports holding words that the locale's catalogue does not export: `file.ts: name`. */
  readonly missing: readonly string[];
}

const catalogueFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.fixture.ts')) : []);

/** An app's catalogue (its `src/content/`) in `locale`, compared with English export by export. */
export function catalogueReport(appDir: string, locale: string): CatalogueReport {
  const content = join(appDir, 'src/content');
  let strings = 0;
  const missing: string[] = [];
  for (const file of catalogueFiles(content)) {
    const english = exportedWords(readFileSync(join(content, file), 'utf8'), file);
    const translated = join(content, locale, file);
    const theirs = existsSync(translated) ? exportedWords(readFileSync(translated, 'utf8'), file) : new Map<string, number>();
    for (const [name, words] of english) {
      if (words === 0) continue;
      strings += words;
      if (!theirs.has(name)) missing.push(`${file}: ${name}`);
    }
  }
  return { strings, missing };
}
