import { LOCALE_INFO, type Locale, SHELL_COPY_ID, ENTRY_ID, HERO_ATTRIBUTE, HERO_MEDIA_ATTRIBUTE, HERO_WAITS_FOR_MEDIA, LATE_FACES_ID, SERVED_PAGE_ID, type EntryRecord, type LateFaces, type ServedPage } from '@bbg/contract';

/** Everything the head and body of one pre-rendered page say. */
export interface PageDocument {
  /** The shell's built index.html: its entry script tag (with SRI) and base head. */
  readonly template: string;
  /** The document's language: its `<html lang dir>`. */
  readonly locale: Locale;
  readonly title: string;
  readonly description: string;
  /** The page's one stylesheet: the shell's rules, then the route's remote's. */
  readonly stylesheet: string;
  /**
   * The shell's and the page's remote's stylesheets, whose rules the page's sheet already holds. They are listed
   * disabled (never fetched), so the chunk loaders find them in the document and do not fetch and apply them again
   * (applying a sheet restyles the whole page: a long task as the page's code arrives). Each is given by the path it
   * is served at (`/remotes/<id>/<version>/static/css/…` for a remote's), so a crawler finds every one.
   */
  readonly heldSheets?: readonly string[];
  /**
   * The page's web-font faces but its LCP words' one. Named in the head (LATE_FACES_ID) for the boot script, which
   * adds them once the first paint is on screen: nothing is fetched for them before it. Without scripts, their sheet
   * is linked from <noscript>.
   */
  readonly lateFaces?: LateFaces;
  /** The WOFF2 file of the face its LCP words are set in: the only font preloaded. */
  readonly fontPreload?: string;
  /**
   * The tiny blocking script that marks the document before first paint. It is told whether the page has a hero
   * picture or video to wait for (HERO_ATTRIBUTE); a page without one shows its words from the first paint.
   */
  readonly bootScript: { readonly src: string; readonly integrity: string };
  /**
   * at-once: the entry script stays in the head (a client-rendered document). after-hero: the head only names it
   * (ENTRY_ID) and the boot script starts it once the hero has settled, so no script competes with the first paint.
   */
  readonly entry: 'at-once' | 'after-hero';
  /** Which remote version rendered the page: the browser loads exactly that one to hydrate it. */
  readonly pageData?: ServedPage;
  /** The shell's words the page was rendered with (JSON): the shell reads them at start rather than fetching them. */
  readonly shellCopy?: unknown;
  /** Extra head tags (canonical, Open Graph, JSON-LD), already escaped. */
  readonly headTags?: readonly string[];
  /** The HTML of #root. */
  readonly body: string;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** JSON inside a <script type="application/json">: nothing in it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The shell's index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** An attribute's value ('' for one written without a value), or undefined where the tag has none. */
export function tagAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)"|(?=[\\s>/]))`, 'i').exec(tag);
  return match ? (match[1] ?? '') : undefined;
}

/** The template without its one script tag (the shell's entry), and that script's URL and SRI. */
export function takeEntryScript(template: string): { readonly template: string; readonly entry: EntryRecord } {
  const tags = [...template.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*><\/script>/g)].map(([tag]) => tag);
  if (tags.length !== 1) throw new Error(`The shell's index.html has ${tags.length} script tags, not its one entry script`);
  const tag = tags[0] as string;
  const src = tagAttribute(tag, 'src');
  const integrity = tagAttribute(tag, 'integrity');
  if (!src || !integrity) throw new Error(`The shell's entry script has no src or no integrity: ${tag}`);
  return { template: template.replace(tag, ''), entry: { src, integrity } };
}

/**
 * React writes the preloads it finds (pictures marked fetchPriority="high", others it guesses) at the start of the
 * page's HTML. They belong in the head, where they are read before the body, and only the LCP picture's is wanted.
 */
export function takeImagePreload(body: string): { readonly body: string; readonly preload?: string } {
  const leading = /^(?:<link\b[^>]*>)+/.exec(body)?.[0] ?? '';
  const links = leading.match(/<link\b[^>]*>/g) ?? [];
  const preloads = links.filter((tag) => tagAttribute(tag, 'rel') === 'preload' && tagAttribute(tag, 'as') === 'image');
  const preload = preloads.find((tag) => tagAttribute(tag, 'fetchPriority')?.toLowerCase() === 'high');
  const kept = links.filter((tag) => !preloads.includes(tag)).join('');
  return { body: kept + body.slice(leading.length), preload: preload === undefined ? undefined : heroPreload(preload, body) };
}

/** The served hero's picture, found by its element's marker: its widths (srcset), or its one address. */
const HERO_MEDIA = new RegExp(`\\s${HERO_MEDIA_ATTRIBUTE}[\\s=/>]`);
const heroPicture = (body: string): string | undefined => {
  const tag = body.match(/<img\b[^>]*>/g)?.find((img) => HERO_MEDIA.test(img));
  return tag === undefined ? undefined : (tagAttribute(tag, 'srcset') ?? tagAttribute(tag, 'src'));
};

/**
 * The LCP picture's preload, closed as HTML. When it is the hero's picture it carries HERO_MEDIA_ATTRIBUTE too: the boot
 * script shows the hero's words when that preload has loaded, which is before the first paint when the picture is
 * in before the stylesheet, instead of when the parser has reached the <img> and fired its load event, a frame later.
 */
function heroPreload(tag: string, body: string): string {
  const closed = tag.replace(/\s*\/>$/, '>');
  const preloaded = tagAttribute(tag, 'imagesrcset') ?? tagAttribute(tag, 'href');
  return preloaded !== undefined && heroPicture(body) === preloaded ? closed.replace(/>$/, ` ${HERO_MEDIA_ATTRIBUTE}>`) : closed;
}

/**
 * The element the first paint waits for (a `<link rel="expect">`): the first one with an id after the end of the
 * first <section> in <main>, so the first screen is painted whole. Chrome lifts the block as that element is parsed
 * into the document. Held only until <main> itself, it painted a page's first section half parsed and laid it out
 * again as the rest arrived, and a section that centres its words moved them (/contact-us on a 4x CPU: layout shifts
 * of 0.03-0.17). Waiting for the whole of <main> instead delayed the first paint on a slow phone by 120-600 ms.
 * Without a section, or an id after it inside <main>, it is <main>.
 */
export function firstScreenEnd(body: string): string {
  const main = body.search(/<main\b[^>]*\bid="main"/);
  const mainEnd = body.indexOf('</main>', main);
  if (main < 0 || mainEnd < 0) return 'main';
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = main;
  let depth = 0;
  for (let tag = tags.exec(body); tag && tag.index < mainEnd; tag = tags.exec(body)) {
    depth += tag[1] ? -1 : 1;
    if (depth > 0) continue;
    // An id a URL fragment names as written (React's generated ids are not).
    const after = /<[a-z][^>]*\sid="([A-Za-z][\w-]*)"/g;
    after.lastIndex = tags.lastIndex;
    const next = after.exec(body);
    return next?.[1] !== undefined && next.index < mainEnd ? next[1] : 'main';
  }
  return 'main';
}

/** The shell's index.html with the page's head and pre-rendered #root. No inline script or style. */
export function pageDocument(doc: PageDocument): string {
  const deferred = doc.entry === 'after-hero' ? takeEntryScript(doc.template) : undefined;
  const { body, preload } = takeImagePreload(doc.body);
  const head = [
    `<script src="${doc.bootScript.src}" integrity="${doc.bootScript.integrity}" crossorigin${HERO_MEDIA.test(body) ? ` ${HERO_ATTRIBUTE}="${HERO_WAITS_FOR_MEDIA}"` : ''}></script>`,
    `<link rel="stylesheet" href="${escapeHtml(doc.stylesheet)}">`,
    // The first paint waits for the page's first screen to be parsed (firstScreenEnd): on a slow phone the parser
    // would otherwise paint the header alone, or half a section, then lay out and paint again as the rest arrives.
    // A document without that element (app.html's empty #root) names none: Chrome warns of an element never parsed.
    ...(body.includes(`id="${firstScreenEnd(body)}"`) ? [`<link rel="expect" href="#${escapeHtml(firstScreenEnd(body))}" blocking="render">`] : []),
    ...(doc.heldSheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`),
    ...(doc.lateFaces
      ? [`<script type="application/json" id="${LATE_FACES_ID}">${scriptJson(doc.lateFaces)}</script>`, `<noscript><link rel="stylesheet" href="${escapeHtml(doc.lateFaces.sheet)}"></noscript>`]
      : []),
    ...(doc.fontPreload ? [`<link rel="preload" href="${escapeHtml(doc.fontPreload)}" as="font" type="font/woff2" crossorigin>`] : []),
    ...(preload ? [preload] : []),
    ...(doc.headTags ?? []),
    ...(doc.pageData ? [`<script type="application/json" id="${SERVED_PAGE_ID}">${scriptJson(doc.pageData)}</script>`] : []),
    ...(doc.shellCopy === undefined ? [] : [`<script type="application/json" id="${SHELL_COPY_ID}">${scriptJson(doc.shellCopy)}</script>`]),
    ...(deferred ? [`<script type="application/json" id="${ENTRY_ID}">${scriptJson(deferred.entry)}</script>`] : []),
  ].join('');
  let html = replaceOnce(deferred?.template ?? doc.template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(doc.title)}</title>`, '<title>');
  html = replaceOnce(html, /<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeHtml(doc.description)}">`, 'meta description');
  html = replaceOnce(html, /<\/head>/, `${head}</head>`, '</head>');
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, 'empty #root');
  // Direction is the document's from its first byte: never from CSS alone.
  const { lang, dir } = LOCALE_INFO[doc.locale];
  return replaceOnce(html, /<html\b[^>]*>/, `<html lang="${lang}"${dir === 'rtl' ? ' dir="rtl"' : ''}>`, '<html> tag');
}
