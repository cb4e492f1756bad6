import { LOCALE_INFO, type Locale } from '@bbg/contract';
import { blockDeclarations, type FirstFace, lettersDrawn, unquote } from './page-stylesheet';

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
 * that covers more of a phone's screen (the hero's picture is a low-detail backdrop, which Chrome does not count);
 * and those words.
 */
export function lcpWords(body: string): { readonly role: keyof typeof FACES; readonly text: string } {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>\s*(?:<p\b[^>]*>([\s\S]*?)<\/p>)?/.exec(body);
  if (!match) return { role: 'lead', text: '' };
  const [title, lead] = [textOf(match[1] ?? ''), textOf(match[2] ?? '')];
  return paintedArea(lead, BOXES.lead) > paintedArea(title, BOXES.title) ? { role: 'lead', text: lead } : { role: 'title', text: title };
}

/** The letters a locale is written in: its name in itself (LOCALE_INFO's endonym: English, Français, العربية). */
export const localeLetters = (locale: Locale): string => LOCALE_INFO[locale].endonym.replace(/\P{L}/gu, '');

interface UprightFace {
  readonly family: string;
  readonly url: string;
  readonly block: string;
}

/** A stylesheet's upright faces at a weight that load a WOFF2 file, in the sheet's order. */
function uprightFaces(css: string, weight: string): UprightFace[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].flatMap(([block]) => {
    const declared = blockDeclarations(block);
    const url = /url\(\s*(['"]?)([^'")]+\.woff2)\1\s*\)/.exec(block)?.[2];
    if (url === undefined || declared.get('font-weight') !== weight || (declared.get('font-style') ?? 'normal') !== 'normal') return [];
    return [{ family: unquote(declared.get('font-family') ?? ''), url, block }];
  });
}

/**
 * The one font a served page preloads: the face of its LCP words (undefined when the sheet declares none). Their
 * family is the first in the role's stack (--font-display, --font-text) with a face whose unicode-range names most of
 * their letters: IBM Plex Sans Arabic Display for an Arabic title. Where no face names them, it is the stack's first
 * family, whose faces name no range (Sora, Inter: cut to Latin), as for a Latin title on an Arabic page (a brand's
 * name, a page not yet translated). Of a family's faces, the last one, as in the browser.
 */
export function lcpFace(css: string, body: string): FirstFace | undefined {
  const { role, text } = lcpWords(body);
  const { token, weight } = FACES[role];
  const letters = text.replace(/\P{L}/gu, '');
  const drawsMost = (face: UprightFace): boolean => lettersDrawn(face.block, letters).length * 2 > letters.length;
  const ranged = (face: UprightFace): boolean => blockDeclarations(face.block).has('unicode-range');
  const stack = new RegExp(`${token}\\s*:\\s*([^;}]+)`).exec(css)?.[1]?.split(',').map(unquote) ?? [];
  const faces = uprightFaces(css, weight);
  const family = stack.find((name) => faces.some((face) => face.family === name && drawsMost(face))) ?? stack[0];
  const face = faces.findLast((candidate) => candidate.family === family && (!ranged(candidate) || drawsMost(candidate)));
  return face && { family: face.family, weight, url: face.url };
}
