/**
 * Renders each art scene's SVG to WebP at every width pages ask for (art-rasters.ts says why), in Debian's Chromium.
 * Run `npx tsx tools/imagery/rasterize-art.ts` after `generate-art.ts`; commit the pictures and rasters.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { RASTER_RECORD, RASTER_WIDTHS, SCENES_FOLDER, WEBP_QUALITY, rasterName, sceneDigest, webpSize } from './art-rasters';
import { SCENE_HEIGHT, SCENE_WIDTH, topics } from './generate-art';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage();
  const record: Record<string, string> = {};
  for (const topic of topics) {
    const svg = readFileSync(join(SCENES_FOLDER, `${topic}.svg`), 'utf8');
    for (const width of RASTER_WIDTHS) {
      const height = Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH);
      const bytes = await tab.evaluate(
        async ({ source, w, h, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          canvas.getContext('2d')?.drawImage(image, 0, 0, w, h);
          const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
          if (!blob) throw new Error('This Chromium cannot encode WebP');
          return [...new Uint8Array(await blob.arrayBuffer())];
        },
        { source: svg, w: width, h: height, quality: WEBP_QUALITY },
      );
      const file = Uint8Array.from(bytes);
      const size = webpSize(file);
      if (size?.width !== width || size.height !== height) throw new Error(`${topic} at ${width}: Chromium wrote ${JSON.stringify(size)}, not ${width}×${height}`);
      writeFileSync(join(SCENES_FOLDER, rasterName(topic, width)), file);
      console.log(`${rasterName(topic, width)} ${file.length} bytes`);
    }
    record[topic] = sceneDigest(svg);
  }
  writeFileSync(RASTER_RECORD, `${JSON.stringify(record, null, 2)}\n`);
} finally {
  await browser.close();
}
