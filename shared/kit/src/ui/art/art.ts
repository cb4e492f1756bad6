import corporate800 from './scenes/corporate-800.webp';
import corporate1600 from './scenes/corporate-1600.webp';
import electronics800 from './scenes/electronics-800.webp';
import electronics1600 from './scenes/electronics-1600.webp';
import events800 from './scenes/events-800.webp';
import events1600 from './scenes/events-1600.webp';
import fashion800 from './scenes/fashion-800.webp';
import fashion1600 from './scenes/fashion-1600.webp';
import globe800 from './scenes/globe-800.webp';
import globe1600 from './scenes/globe-1600.webp';
import it800 from './scenes/it-800.webp';
import it1600 from './scenes/it-1600.webp';
import logistics800 from './scenes/logistics-800.webp';
import logistics1600 from './scenes/logistics-1600.webp';
import media800 from './scenes/media-800.webp';
import media1600 from './scenes/media-1600.webp';
import people800 from './scenes/people-800.webp';
import people1600 from './scenes/people-1600.webp';
import sustainability800 from './scenes/sustainability-800.webp';
import sustainability1600 from './scenes/sustainability-1600.webp';
import trading800 from './scenes/trading-800.webp';
import trading1600 from './scenes/trading-1600.webp';
import travel800 from './scenes/travel-800.webp';
import travel1600 from './scenes/travel-1600.webp';
import { pictureWidths } from '@bbg/contract';

/**
 * The generated scenes (tools/imagery/generate-art.ts), one art direction for the whole site, as WebP pictures at
 * PICTURE_WIDTHS (picture-widths.ts; drawn by tools/imagery/rasterize.ts): an SVG <img> is laid out and painted as a
 * document of its own on the page's main thread, a picture is decoded beside it.
 */
const scenes = {
  corporate: [corporate800, corporate1600],
  electronics: [electronics800, electronics1600],
  events: [events800, events1600],
  fashion: [fashion800, fashion1600],
  globe: [globe800, globe1600],
  it: [it800, it1600],
  logistics: [logistics800, logistics1600],
  media: [media800, media1600],
  people: [people800, people1600],
  sustainability: [sustainability800, sustainability1600],
  trading: [trading800, trading1600],
  travel: [travel800, travel1600],
} as const satisfies Record<string, readonly [string, string]>;

export type ArtTopic = keyof typeof scenes;
export const ART_WIDTH = 1600;
export const ART_HEIGHT = 900;
export const artTopics: readonly ArtTopic[] = Object.keys(scenes) as ArtTopic[];
/** The scene at its full width, where one address is wanted. */
export const artUrl = (topic: ArtTopic): string => scenes[topic][1];

/**
 * An <img> below the fold: fetched as it nears the viewport, decoded off the main thread, and at low priority, so
 * the fonts and the hero go first. (Chrome gives the first five large images a medium priority by themselves; on a
 * slow phone, cards a screen below the hero then competed with the hero's words for the first paint.)
 */
export const LAZY_IMAGE = { loading: 'lazy', decoding: 'async', fetchPriority: 'low' } as const;

/** A scene's <img> attributes; sizes is how wide it shows, the whole viewport unless said. */
export const artImage = (topic: ArtTopic, sizes = '100vw') => pictureWidths(scenes[topic][0], scenes[topic][1], sizes, ART_WIDTH, ART_HEIGHT);
