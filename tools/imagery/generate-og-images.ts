/**
 * Link-preview images (Open Graph, X card): 1200×630 JPEGs, one per section, drawn from the site's own art scenes
 * with the section's name, rendered by Debian's Chromium. Run `npx tsx tools/imagery/generate-og-images.ts` after
 * changing the art or the names; the images are committed (shell/public/og/home.jpg, and each remote's public/preview.jpg), since previews cannot render SVG.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../apps';
import { CHROMIUM_ARGS, chromiumPath } from '../cli/ensure-browser';

const previews = [
  { owner: 'home', topic: 'globe', title: 'BBG', line: 'Travel, electronics, fashion, trading, IT, logistics and GSA across the Middle East, Africa and Asia' },
  { owner: 'about', topic: 'corporate', title: 'About BBG', line: 'One group, many businesses, since 2013' },
  { owner: 'brands', topic: 'travel', title: 'Brands and businesses', line: 'The brands of the BBG group' },
  { owner: 'media', topic: 'media', title: 'Media Center', line: 'News, events and stories from BBG' },
  { owner: 'contact', topic: 'globe', title: 'Contact BBG', line: 'Offices across the Middle East, Africa and Asia' },
  { owner: 'legal', topic: 'corporate', title: 'BBG legal', line: 'Privacy policy and terms of use' },
] as const;

const page = (scene: string, title: string, line: string): string => `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: sans-serif; background: #1F1A5C; }
  img { position: absolute; inset: 0; width: 1200px; height: 630px; object-fit: cover; opacity: 0.55; }
  .text { position: absolute; left: 72px; right: 72px; bottom: 72px; color: #fff; }
  .mark { font-size: 40px; font-weight: 800; letter-spacing: 0.2em; color: #C9C2FA; }
  h1 { margin: 12px 0 8px; font-size: 76px; line-height: 1.05; }
  p { margin: 0; font-size: 30px; color: #E7E3FF; }
</style></head><body><img alt="" src="data:image/svg+xml;base64,${Buffer.from(scene).toString('base64')}">
<div class="text"><div class="mark">BBG</div><h1>${title}</h1><p>${line}</p></div></body></html>`;


const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const { owner, topic, title, line } of previews) {
    const scene = readFileSync(join(repoRoot, 'shared/kit/src/ui/art/scenes', `${topic}.svg`), 'utf8');
    await tab.setContent(page(scene, title, line));
    // The home page's preview is the shell's; each remote publishes its own with every release.
    const file = owner === 'home' ? join(repoRoot, 'shell/public/og/home.jpg') : join(repoRoot, `mfe-${owner}/public/preview.jpg`);
    mkdirSync(dirname(file), { recursive: true });
    await tab.screenshot({ path: file, type: 'jpeg', quality: 82 });
    console.log(file);
  }
} finally {
  await browser.close();
}
