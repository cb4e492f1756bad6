/**
 * The site's art, generated: one duotone scene per topic in the brand palette (the site's imagery: generated, never fetched).
 * Run `npx tsx tools/imagery/generate-art.ts` after changing it; the SVGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../apps';

export const topics = ['travel', 'electronics', 'fashion', 'trading', 'logistics', 'it', 'people', 'events', 'corporate', 'globe', 'sustainability', 'media'] as const;
export type Topic = (typeof topics)[number];

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;

const palette = { ink: '#12122B', deep: '#1F1A5C', mid: '#3A2FA0', bright: '#5B4BDB', soft: '#C9C2FA', berry: '#E0457B', sun: '#F5A524', leaf: '#1F9D62', white: '#FFFFFF' };

/** Duotone: blueberry everywhere, plus one warm tone per topic. */
const accents: Record<Topic, string> = {
  travel: palette.sun,
  electronics: palette.berry,
  fashion: palette.berry,
  trading: palette.sun,
  logistics: palette.sun,
  it: palette.berry,
  people: palette.berry,
  events: palette.sun,
  corporate: palette.berry,
  globe: palette.leaf,
  sustainability: palette.leaf,
  media: palette.berry,
};

const titles: Record<Topic, string> = {
  travel: 'A plane on a flight path',
  electronics: 'A microchip',
  fashion: 'A dress on a hanger',
  trading: 'Stacked cargo crates',
  logistics: 'A delivery truck',
  it: 'A screen with code',
  people: 'Three people together',
  events: 'A stage with spotlights and confetti',
  corporate: 'Office towers',
  globe: 'A globe with a location pin',
  sustainability: 'A leaf',
  media: 'A camera with a play badge',
};

const W = palette.white;
const line = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** Each topic's pictogram in a 400×400 box centred on (200, 200), drawn in white, lilac and the accent. */
const pictograms: Record<Topic, (accent: string) => string> = {
  travel: (a) =>
    [
      `<circle cx="90" cy="90" r="38" fill="${a}"/>`,
      line('M20 340Q140 110 300 80', palette.soft, 6, ' stroke-dasharray="16 14"'),
      line('M40 250h80M250 300h110', palette.soft, 10, ' opacity="0.6"'),
      `<g transform="translate(300 80) rotate(78) scale(0.8)" fill="${W}"><rect x="-14" y="-90" width="28" height="180" rx="14"/><path d="M0-30 110 20v20L0 15-110 40V20z"/><path d="M0 55 40 80v12L0 80-40 92V80z"/></g>`,
    ].join(''),
  electronics: (a) =>
    [
      [140, 180, 220, 260].map((v) => line(`M${v} 110V62M${v} 290v48M110 ${v}H62M290 ${v}h48`, W, 8)).join(''),
      [140, 260].map((v) => `<circle cx="${v}" cy="56" r="10" fill="${a}"/><circle cx="${v}" cy="344" r="10" fill="${a}"/><circle cx="56" cy="${v}" r="10" fill="${a}"/><circle cx="344" cy="${v}" r="10" fill="${a}"/>`).join(''),
      `<rect x="110" y="110" width="180" height="180" rx="24" fill="${palette.mid}" stroke="${W}" stroke-width="8"/>`,
      `<rect x="160" y="160" width="80" height="80" rx="10" fill="${a}"/>`,
      `<circle cx="138" cy="138" r="7" fill="${palette.soft}"/>`,
    ].join(''),
  fashion: (a) =>
    [
      line('M200 150V130C200 118 222 116 222 100A22 22 0 0 0 178 100', W, 10),
      line('M200 150 70 232H330Z', W, 10),
      `<path d="M170 232h60l20 58 40 80H110l40-80z" fill="${a}"/>`,
      line('M150 290h100', W, 8),
      `<circle cx="200" cy="262" r="7" fill="${W}"/>`,
    ].join(''),
  trading: (a) =>
    [
      ([[80, 230], [200, 230], [140, 130]] as const)
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="120" height="100" rx="8" fill="${palette.mid}" stroke="${W}" stroke-width="8"/>${line(`M${x + 60} ${y + 4}v92`, a, 10)}${line(`M${x + 16} ${y + 26}h28M${x + 76} ${y + 26}h28`, palette.soft, 6)}`)
        .join(''),
      line('M40 338h320', W, 8),
      line('M60 110 110 70l40 26 60-50', a, 10),
      line('M180 46h30v30', a, 10),
    ].join(''),
  logistics: (a) =>
    [
      line('M-10 190h40M-30 230h50M0 270h30', palette.soft, 8, ' opacity="0.7"'),
      `<rect x="40" y="150" width="200" height="130" rx="10" fill="${W}"/>`,
      `<rect x="40" y="236" width="200" height="14" fill="${a}"/>`,
      `<path d="M240 190h70l50 50v40H240z" fill="${palette.soft}"/>`,
      `<path d="M258 204h44l34 34h-78z" fill="${palette.mid}"/>`,
      [100, 300].map((cx) => `<circle cx="${cx}" cy="290" r="30" fill="${palette.deep}" stroke="${W}" stroke-width="8"/><circle cx="${cx}" cy="290" r="10" fill="${a}"/>`).join(''),
      line('M20 324h360', W, 6, ' opacity="0.5"'),
    ].join(''),
  it: (a) =>
    [
      `<rect x="60" y="90" width="280" height="200" rx="18" fill="${palette.deep}" stroke="${W}" stroke-width="8"/>`,
      line('M150 150l-40 40 40 40M250 150l40 40-40 40', W, 10),
      line('M215 140l-30 100', a, 10),
      line('M200 290v40M140 334h120', W, 10),
      `<circle cx="90" cy="116" r="6" fill="${a}"/><circle cx="110" cy="116" r="6" fill="${palette.soft}"/>`,
    ].join(''),
  people: (a) =>
    [
      [130, 270].map((x) => `<circle cx="${x}" cy="200" r="30" fill="${W}"/><path d="M${x - 50} 330a50 75 0 0 1 100 0z" fill="${W}"/>`).join(''),
      `<circle cx="200" cy="175" r="36" fill="${a}"/><path d="M140 340a60 100 0 0 1 120 0z" fill="${a}" stroke="${palette.deep}" stroke-width="6"/>`,
      line('M60 356h280', palette.soft, 6, ' opacity="0.6"'),
    ].join(''),
  events: (a) =>
    [
      `<path d="M110 40 80 230h100zM290 40l-70 190h100z" fill="${palette.soft}" opacity="0.22"/>`,
      `<path d="M60 330h280l-40-100H100z" fill="${palette.mid}" stroke="${W}" stroke-width="8" stroke-linejoin="round"/>`,
      `<rect x="60" y="330" width="280" height="22" rx="4" fill="${W}"/>`,
      `<path d="M200 120l14 28 31 5-22 22 5 31-28-15-28 15 5-31-22-22 31-5z" fill="${a}"/>`,
      ([[70, 110, a], [330, 96, palette.soft], [150, 60, W], [262, 150, a], [40, 190, palette.soft], [356, 200, W]] as const)
        .map(([x, y, c], i) => `<rect x="${x}" y="${y}" width="16" height="16" rx="3" transform="rotate(${20 + i * 25} ${x + 8} ${y + 8})" fill="${c}"/>`)
        .join(''),
    ].join(''),
  corporate: (a) =>
    [
      `<rect x="50" y="170" width="100" height="170" fill="${palette.mid}" stroke="${W}" stroke-width="8"/>`,
      [200, 240, 280].map((y) => `<rect x="72" y="${y}" width="22" height="20" fill="${palette.soft}"/><rect x="106" y="${y}" width="22" height="20" fill="${palette.soft}"/>`).join(''),
      `<rect x="160" y="70" width="130" height="270" fill="${W}"/>`,
      [100, 150, 200, 250].map((y) => `<rect x="182" y="${y}" width="32" height="26" fill="${palette.deep}"/><rect x="236" y="${y}" width="32" height="26" fill="${palette.deep}"/>`).join(''),
      `<rect x="300" y="220" width="60" height="120" fill="${palette.soft}"/>`,
      line('M225 70V36', W, 6),
      `<circle cx="225" cy="30" r="10" fill="${a}"/>`,
      line('M30 340h350', W, 8),
    ].join(''),
  globe: (a) =>
    [
      `<ellipse cx="200" cy="200" rx="190" ry="52" transform="rotate(-20 200 200)" fill="none" stroke="${a}" stroke-width="6" stroke-dasharray="14 12"/>`,
      `<circle cx="200" cy="200" r="140" fill="${palette.mid}" stroke="${W}" stroke-width="8"/>`,
      `<ellipse cx="200" cy="200" rx="60" ry="140" fill="none" stroke="${W}" stroke-width="6"/>`,
      line('M200 60v280M60 200h280M79 130h242M79 270h242', W, 6),
      `<path d="M270 170c-22-26-34-40-34-56a34 34 0 0 1 68 0c0 16-12 30-34 56z" fill="${a}" stroke="${W}" stroke-width="6"/><circle cx="270" cy="114" r="12" fill="${W}"/>`,
    ].join(''),
  sustainability: (a) =>
    [
      `<circle cx="200" cy="200" r="172" fill="none" stroke="${palette.soft}" stroke-width="6" stroke-dasharray="220 50" opacity="0.6"/>`,
      `<path d="M200 340C90 300 80 160 200 70c120 90 110 230 0 270z" fill="${a}" stroke="${W}" stroke-width="8"/>`,
      line('M200 340V130M200 220l-50-40M200 260l50-40', W, 8),
      `<circle cx="340" cy="64" r="26" fill="${palette.sun}"/>`,
    ].join(''),
  media: (a) =>
    [
      `<rect x="90" y="95" width="70" height="35" rx="8" fill="${W}"/>`,
      `<rect x="60" y="120" width="280" height="190" rx="24" fill="${W}"/>`,
      `<circle cx="200" cy="215" r="62" fill="${palette.mid}"/><circle cx="200" cy="215" r="30" fill="${palette.soft}"/>`,
      `<circle cx="330" cy="110" r="42" fill="${a}" stroke="${palette.deep}" stroke-width="6"/><path d="M318 90v40l32-20z" fill="${W}"/>`,
    ].join(''),
};

/** One scene: gradient field, dot grid, soft geometry, a route arc, and the topic's pictogram on a disc. */
export function renderScene(topic: Topic): string {
  const seed = topics.indexOf(topic);
  const accent = accents[topic];
  const bars = [0, 1, 2, 3]
    .map((i) => {
      const lift = ((seed + i) % 3) * 60;
      return `<rect x="${80 + i * 150}" y="${640 - lift}" width="110" height="${300 + lift}" rx="24" fill="${palette.soft}" opacity="${(0.06 + i * 0.025).toFixed(3)}"/>`;
    })
    .join('');
  const rings = [330, 410]
    .map((r, i) => `<circle cx="1200" cy="450" r="${r}" fill="none" stroke="${palette.soft}" stroke-width="2" opacity="${0.28 - i * 0.12}"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" role="img">`,
    `<title>${titles[topic]}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.ink}"/><stop offset="0.6" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.bright}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.bright}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2" fill="${palette.soft}"/></pattern>`,
    '</defs>',
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="${60 + (seed % 4) * 24}" y="70" width="512" height="288" fill="url(#dots)" opacity="0.14"/>`,
    bars,
    `<circle cx="${1480 - seed * 9}" cy="-40" r="380" fill="${palette.bright}" opacity="0.22"/>`,
    `<circle cx="${1340 + (seed % 3) * 40}" cy="980" r="300" fill="${accent}" opacity="0.16"/>`,
    `<path d="M-20 ${780 - (seed % 4) * 20}Q800 ${500 + (seed % 3) * 30} 1620 ${620 + (seed % 2) * 40}" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.7"/>`,
    `<circle cx="1200" cy="450" r="420" fill="url(#glow)"/>`,
    rings,
    `<circle cx="1200" cy="450" r="260" fill="${palette.mid}" opacity="0.85"/>`,
    `<circle cx="${1460 - (seed % 4) * 30}" cy="${160 + (seed % 3) * 30}" r="34" fill="${accent}" opacity="0.9"/>`,
    `<g transform="translate(1000 250)">${pictograms[topic](accent)}</g>`,
    '</svg>',
  ].join('');
}

function main(): void {
  const out = join(repoRoot, 'shared/kit/src/ui/art/scenes');
  mkdirSync(out, { recursive: true });
  for (const topic of topics) writeFileSync(join(out, `${topic}.svg`), `${renderScene(topic)}\n`);
  console.log(`Wrote ${topics.length} scenes to ${out}`);
}

if (process.argv[1]?.endsWith('generate-art.ts')) main();
