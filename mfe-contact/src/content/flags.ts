// Where this build's files are served from (remotes/contact/<version>/, or / when standalone); absent under Jest.
declare const __webpack_public_path__: string | undefined;

/** Folder rspack.config.ts copies every flag into, named by ISO code: flag-icons' 4:3 drawings as WebP (src/assets/flags). */
export const FLAGS_FOLDER = 'static/flags/';

const buildBase = (): string => (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/');

/**
 * A country's flag as a file of this build, a picture rather than an SVG: a browser builds each SVG an <img> shows
 * into a document of its own on the page's main thread, 70–200 ms under a 4× slower CPU even for a 1 KB flag. One
 * address per flag, so the phone picker and an office card showing India's share one.
 */
export const flagUrl = (iso2: string, base: string = buildBase()): string => `${base}${FLAGS_FOLDER}${iso2}.webp`;
