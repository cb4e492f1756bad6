import { blockDeclarations, unquote } from './page-stylesheet';

/** The two faces a hero's words are set in: its h1 in the display family at bold, the words after it in the text family. */
const FACES = {
  title: { token: '--font-display', weight: '700' },
  lead: { token: '--font-text', weight: '400' },
} as const;

/**
 * How a phone (Lighthouse's mobile run, 412 px wide, and the slow phones it stands for) lays out a hero's words: the
 * h1 at 2.5rem with lines of 1.05, the paragraph after it at 1.125rem with lines of 1.6, both in the 364 px between
 * the gutters. Chrome counts a text's box, so a paragraph that wraps covers the full width of each of its lines.
 */
const PHONE_TEXT_WIDTH = 364;
const BOXES = {
  title: { glyphWidth: 40 * 0.62, lineHeight: 40 * 1.05 },
  lead: { glyphWidth: 18 * 0.5, lineHeight: 18 * 1.6 },
} as const;

const textOf = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&[#\w]+;/g, ' ').replace(/\s+/g, ' ').trim();

/** The area of the box a phone paints a text in, from its length alone (a line breaks where the width runs out). */
function paintedArea(text: string, { glyphWidth, lineHeight }: (typeof BOXES)[keyof typeof BOXES]): number {
  const width = text.length * glyphWidth;
  const lines = Math.ceil(width / PHONE_TEXT_WIDTH);
  return (lines > 1 ? PHONE_TEXT_WIDTH : width) * lines * lineHeight;
}

/**
 * Which of a page's first words are its largest contentful paint: the h1, or the paragraph right after it when
 * that covers more of a phone's screen. (The hero's picture is a low-detail backdrop, which Chrome does not count.)
 */
export function lcpText(body: string): keyof typeof FACES {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>\s*(?:<p\b[^>]*>([\s\S]*?)<\/p>)?/.exec(body);
  if (!match) return 'lead';
  return paintedArea(textOf(match[2] ?? ''), BOXES.lead) > paintedArea(textOf(match[1] ?? ''), BOXES.title) ? 'lead' : 'title';
}

/** The WOFF2 file of a family's upright face at a weight, from a stylesheet's @font-face rules (the last one, as in the browser). */
export function fontFaceUrl(css: string, family: string, weight: string): string | undefined {
  let found: string | undefined;
  for (const [block] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const declared = blockDeclarations(block);
    if (unquote(declared.get('font-family') ?? '') !== family || declared.get('font-weight') !== weight) continue;
    if ((declared.get('font-style') ?? 'normal') !== 'normal') continue;
    found = /url\(\s*(['"]?)([^'")]+\.woff2)\1\s*\)/.exec(block)?.[2] ?? found;
  }
  return found;
}

/** The one font a served page preloads: the face of its LCP words (undefined when the sheet declares none). */
export function lcpFontUrl(css: string, body: string): string | undefined {
  const { token, weight } = FACES[lcpText(body)];
  const family = new RegExp(`${token}\\s*:\\s*([^;}]+)`).exec(css)?.[1]?.split(',')[0];
  return family ? fontFaceUrl(css, unquote(family), weight) : undefined;
}
