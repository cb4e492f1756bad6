/** Everything the head and body of one pre-rendered page say. */
export interface PageDocument {
  /** The shell's built index.html: its script tags (with SRI) and base head. */
  readonly template: string;
  readonly title: string;
  readonly description: string;
  /** Stylesheets in cascade order: the shell's, then the route's remote's. */
  readonly stylesheets: readonly string[];
  /** The tiny blocking script that marks the document before first paint. */
  readonly bootScript: { readonly src: string; readonly integrity: string };
  /** Which remote version rendered the page: the browser loads exactly that one to hydrate it. */
  readonly pageData?: Readonly<Record<string, string>>;
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

/** The shell's index.html with the page's head and pre-rendered #root. No inline script or style. */
export function pageDocument(doc: PageDocument): string {
  const head = [
    `<script src="${doc.bootScript.src}" integrity="${doc.bootScript.integrity}" crossorigin></script>`,
    ...doc.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(doc.headTags ?? []),
    ...(doc.pageData ? [`<script type="application/json" id="bbg-page">${scriptJson(doc.pageData)}</script>`] : []),
  ].join('');
  let html = replaceOnce(doc.template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(doc.title)}</title>`, '<title>');
  html = replaceOnce(html, /<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeHtml(doc.description)}">`, 'meta description');
  html = replaceOnce(html, /<\/head>/, `${head}</head>`, '</head>');
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${doc.body}</div>`, 'empty #root');
}
