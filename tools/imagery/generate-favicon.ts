/**
 * favicon.ico and apple-touch-icon.png, rendered from tools/rspack/favicon.svg with Debian's Chromium.
 * Browsers and crawlers ask for /favicon.ico (and iOS for /apple-touch-icon.png) whatever the page links.
 * Run `npx tsx tools/imagery/generate-favicon.ts` after changing the SVG; the files are committed in
 * shared/kit/public, which every app serves from its root.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../apps';
import { CHROMIUM_ARGS, chromiumPath } from '../cli/ensure-browser';
import { ICO_SIZES, packIco, TOUCH_ICON_SIZE } from './favicon-ico';

async function main(): Promise<void> {
  const svg = readFileSync(join(repoRoot, 'tools/rspack/favicon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const render = async (size: number, background: string): Promise<Buffer> => {
      await page.setViewportSize({ width: size, height: size });
      const html = `<body style="margin:0;background:${background}"><img width="${size}" height="${size}" style="display:block" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
      await page.setContent(html);
      return page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
    };
    // One page renders every size, so one at a time.
    const images = [];
    for (const size of ICO_SIZES) images.push({ size, png: await render(size, 'transparent') });
    writeFileSync(join(repoRoot, 'shared/kit/public/favicon.ico'), packIco(images));
    // iOS fills transparent corners with black and rounds the icon itself: give it the square on the brand colour.
    writeFileSync(join(repoRoot, 'shared/kit/public/apple-touch-icon.png'), await render(TOUCH_ICON_SIZE, '#1F1A5C'));
  } finally {
    await browser.close();
  }
  console.log('wrote shared/kit/public/favicon.ico and shared/kit/public/apple-touch-icon.png');
}

await main();
