/**
 * The site's art, generated: one duotone scene per topic in the brand palette (DESIGN.md "Imagery").
 * Run `npx tsx tools/imagery/generate-art.ts` after changing it; the SVGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const topics = ['travel', 'electronics', 'fashion', 'trading', 'logistics', 'it', 'people', 'events', 'corporate', 'globe', 'sustainability', 'media'] as const;
export type Topic = (typeof topics)[number];

const palette = { ink: '#12122B', deep: '#1F1A5C', mid: '#3A2FA0', bright: '#5B4BDB', soft: '#C9C2FA', berry: '#E0457B', sun: '#F5A524', leaf: '#1F9D62' };

/** Each topic's pictogram, drawn in a 400×400 box that the scene places on the right. */
const pictograms: Record<Topic, string> = {
  travel: `<path d="M40 300 Q200 60 360 200" fill="none" stroke="${palette.soft}" stroke-width="6" stroke-dasharray="18 14"/><path d="M250 150 l90-30 10 14-70 44 20 60-16 8-36-52-44 20-4 26-14 4 2-44-30-18 8-12 40 8z" fill="#fff"/>`,
  electronics: `<rect x="110" y="110" width="180" height="180" rx="24" fill="${palette.mid}" stroke="#fff" stroke-width="8"/><rect x="160" y="160" width="80" height="80" rx="10" fill="${palette.berry}"/>${[130, 170, 210, 250].map((v) => `<path d="M${v + 10} 110V70M${v + 10} 290v40M110 ${v + 10}H70M290 ${v + 10}h40" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`).join('')}`,
  fashion: `<path d="M200 90a30 30 0 1 1 30 30c-14 0-30 10-30 24v16L70 250h260L200 160" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/><path d="M150 250 120 350h160l-30-100z" fill="${palette.berry}"/>`,
  trading: `${[[80, 230], [200, 230], [140, 130]].map(([x, y]) => `<rect x="${x}" y="${y}" width="120" height="100" rx="8" fill="${palette.mid}" stroke="#fff" stroke-width="8"/><path d="M${(x ?? 0) + 60} ${y}v100" stroke="${palette.sun}" stroke-width="8"/>`).join('')}`,
  logistics: `<rect x="50" y="170" width="190" height="120" rx="10" fill="#fff"/><path d="M240 200h70l50 50v40H240z" fill="${palette.soft}"/><circle cx="110" cy="300" r="30" fill="${palette.berry}" stroke="#fff" stroke-width="8"/><circle cx="300" cy="300" r="30" fill="${palette.berry}" stroke="#fff" stroke-width="8"/>`,
  it: `<rect x="60" y="90" width="280" height="200" rx="18" fill="${palette.deep}" stroke="#fff" stroke-width="8"/><path d="M150 150l-40 40 40 40M250 150l40 40-40 40M215 140l-30 100" fill="none" stroke="${palette.sun}" stroke-width="10" stroke-linecap="round"/><path d="M140 330h120" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
  people: `${[[130, '#fff'], [200, palette.berry], [270, '#fff']].map(([x, c]) => `<circle cx="${x}" cy="160" r="36" fill="${c}"/><path d="M${Number(x) - 55} 320a55 70 0 0 1 110 0z" fill="${c}"/>`).join('')}`,
  events: `<path d="M60 330h280L300 170H100z" fill="${palette.mid}" stroke="#fff" stroke-width="8"/><path d="M200 80v90" stroke="#fff" stroke-width="8"/><circle cx="200" cy="70" r="16" fill="${palette.sun}"/>${[[90, 110, palette.berry], [310, 100, palette.sun], [140, 60, palette.soft], [270, 150, palette.leaf]].map(([x, y, c]) => `<rect x="${x}" y="${y}" width="18" height="18" rx="3" transform="rotate(30 ${x} ${y})" fill="${c}"/>`).join('')}`,
  corporate: `<rect x="70" y="140" width="100" height="200" fill="${palette.mid}" stroke="#fff" stroke-width="8"/><rect x="190" y="70" width="140" height="270" fill="#fff"/>${[100, 150, 200, 250].map((y) => `<rect x="215" y="${y}" width="30" height="24" fill="${palette.deep}"/><rect x="275" y="${y}" width="30" height="24" fill="${palette.deep}"/>`).join('')}`,
  globe: `<circle cx="200" cy="200" r="140" fill="${palette.mid}" stroke="#fff" stroke-width="8"/><ellipse cx="200" cy="200" rx="60" ry="140" fill="none" stroke="#fff" stroke-width="6"/><path d="M60 200h280M80 130h240M80 270h240" stroke="#fff" stroke-width="6"/><circle cx="270" cy="150" r="14" fill="${palette.berry}"/>`,
  sustainability: `<path d="M200 340C90 300 80 160 200 70c120 90 110 230 0 270z" fill="${palette.leaf}" stroke="#fff" stroke-width="8"/><path d="M200 340V130M200 220l-50-40M200 260l50-40" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  media: `<rect x="60" y="120" width="280" height="190" rx="24" fill="#fff"/><circle cx="200" cy="215" r="62" fill="${palette.mid}"/><circle cx="200" cy="215" r="30" fill="${palette.soft}"/><rect x="90" y="95" width="70" height="35" rx="8" fill="#fff"/><circle cx="305" cy="150" r="10" fill="${palette.berry}"/>`,
};

const titles: Record<Topic, string> = {
  travel: 'A plane on a flight path',
  electronics: 'A microchip',
  fashion: 'A hanger and a dress',
  trading: 'Stacked cargo crates',
  logistics: 'A delivery truck',
  it: 'A screen with code',
  people: 'Three people together',
  events: 'A stage with confetti',
  corporate: 'Office buildings',
  globe: 'A globe with a location pin',
  sustainability: 'A leaf',
  media: 'A camera',
};

/** One scene: gradient field, soft geometry, and the topic's pictogram. Deterministic for a topic. */
export function renderScene(topic: Topic): string {
  const seed = topics.indexOf(topic);
  const hue = [palette.deep, palette.mid][seed % 2];
  const rings = [0, 1, 2].map((i) => `<circle cx="${1100 + i * 90 - seed * 7}" cy="${420 - i * 40}" r="${420 - i * 110}" fill="${palette.bright}" opacity="${0.12 + i * 0.06}"/>`).join('');
  const bars = [0, 1, 2, 3].map((i) => `<rect x="${80 + i * 150}" y="${640 - ((seed + i) % 3) * 60}" width="110" height="${260 + ((seed + i) % 3) * 60}" rx="24" fill="${palette.soft}" opacity="${0.08 + i * 0.03}"/>`).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" role="img">',
    `<title>${titles[topic]}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.ink}"/><stop offset="1" stop-color="${hue}"/></linearGradient></defs>`,
    '<rect width="1600" height="900" fill="url(#g)"/>',
    rings,
    bars,
    `<circle cx="${1380 - seed * 11}" cy="${140 + seed * 9}" r="46" fill="${palette.berry}" opacity="0.85"/>`,
    `<g transform="translate(980 260) scale(1.2)">${pictograms[topic]}</g>`,
    '</svg>',
  ].join('');
}

function main(): void {
  const out = join(process.cwd(), 'shared/src/ui/art/scenes');
  mkdirSync(out, { recursive: true });
  for (const topic of topics) writeFileSync(join(out, `${topic}.svg`), `${renderScene(topic)}\n`);
  console.log(`Wrote ${topics.length} scenes to ${out}`);
}

if (process.argv[1]?.endsWith('generate-art.ts')) main();
