/**
 * Renders each of the site's SVG pictures to WebP at the widths pages ask for (rasters.ts says which and why), in Debian's
 * Chromium. Run `npx tsx tools/imagery/rasterize.ts` after generate-art.ts or generate-contact-map.ts, or after updating
 * flag-icons; commit the pictures and tools/imagery/rasters.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../apps';
import { CHROMIUM_ARGS, chromiumPath } from '../cli/ensure-browser';
import { RASTER_RECORD, RASTER_SOURCES, svgDigest, svgSize, webpQuality, webpSize } from './rasters';

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  const tab = await browser.newPage();
  const record: Record<string, string> = {};
  for (const { svg: path, pictures } of RASTER_SOURCES) {
    const svg = readFileSync(join(repoRoot, path), 'utf8');
    const size = svgSize(svg);
    for (const { width, path: picture } of pictures) {
      const height = Math.round((width * size.height) / size.width);
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
        { source: svg, w: width, h: height, quality: webpQuality(picture, width) },
      );
      const file = Uint8Array.from(bytes);
      const drawn = webpSize(file);
      if (drawn?.width !== width || drawn.height !== height) throw new Error(`${path} at ${width}: Chromium wrote ${JSON.stringify(drawn)}, not ${width}×${height}`);
      mkdirSync(dirname(join(repoRoot, picture)), { recursive: true });
      writeFileSync(join(repoRoot, picture), file);
      console.log(`${picture} ${file.length} bytes`);
    }
    record[path] = svgDigest(svg);
  }
  writeFileSync(RASTER_RECORD, `${JSON.stringify(record, null, 2)}\n`);
} finally {
  await browser.close();
}
