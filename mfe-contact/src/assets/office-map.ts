import map800 from './office-map-800.webp';
import map1600 from './office-map-1600.webp';
import { pictureWidths } from '@bbg/contract';
import { MAP_HEIGHT, MAP_WIDTH } from '../content/office-map.generated';

/**
 * The generated map (office-map.svg, tools/imagery/generate-contact-map.ts) as WebP pictures 800 and 1600 px wide
 * (tools/imagery/rasterize.ts): an SVG <img> is laid out and painted as a document of its own on the page's main
 * thread, a picture is decoded beside it. Its <img> attributes; sizes says how wide it shows.
 */
export const officeMapImage = (sizes: string) => pictureWidths(map800, map1600, sizes, MAP_WIDTH, MAP_HEIGHT);
