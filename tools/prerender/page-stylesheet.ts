import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWithCompressed } from '../deploy/compress';

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

/** The sheets' rules in cascade order, as one stylesheet. Refuses what only works at the top of a sheet. */
export function concatenateSheets(sheets: readonly { readonly href: string; readonly css: string }[]): string {
  return sheets
    .map(({ href, css }) => {
      if (/@(?:import|charset|namespace)\b/i.test(css)) throw new Error(`${href} has an @import, @charset or @namespace rule, which cannot be joined into one sheet`);
      return rebaseUrls(css, href).trimEnd();
    })
    .join('\n');
}

export interface PageStylesheet {
  /** The one stylesheet a served page links. */
  readonly href: string;
  readonly css: string;
}

/**
 * One stylesheet holding the rules of `hrefs` (files under `dir`, in cascade order), written once under a content
 * hash with its .br and .gz. It is never deleted: a rollback serves stored pages that still link it.
 */
export function writePageStylesheet(dir: string, hrefs: readonly string[]): PageStylesheet {
  const css = `${concatenateSheets(hrefs.map((href) => ({ href, css: readFileSync(join(dir, href), 'utf8') })))}\n`;
  const name = `${PAGE_CSS_DIR}/page.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(join(dir, PAGE_CSS_DIR), { recursive: true });
    writeWithCompressed(file, Buffer.from(css));
  }
  return { href: `/${name}`, css };
}
