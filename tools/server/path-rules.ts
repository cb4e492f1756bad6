/**
 * How a request path is answered, in one place for `npm start` (create-server.ts) and the CDN files
 * (tools/cdn/): both are generated from these rules, so the site answers the same from a laptop and from a CDN.
 * Paths are decoded (`/t&c`, not `/t%26c`).
 */

/** A segment starting with a dot (/.env, /.server/render.cjs of an older deploy folder) or a log: never served. */
export const PRIVATE_PATH = /(^|\/)\.|\.jsonl$/i;

/** A path naming a file (an extension, or anything under the versioned and hashed folders), not a page. */
export const FILE_PATH = /\.[a-zA-Z0-9]+$|^\/(remotes|static)\//;

export const isPrivatePath = (pathname: string): boolean => PRIVATE_PATH.test(pathname);

export const looksLikeFile = (pathname: string): boolean => FILE_PATH.test(pathname);

/** Trailing slashes: a path with them names the same page or file as without (`/fr/` is `/fr`, `/about-us/` `/about-us`). */
export const TRAILING_SLASHES = /\/+$/;

/** The path without its trailing slashes: `/about-us/` → `/about-us`, and `/` stays `/`. */
export const withoutTrailingSlash = (pathname: string): string => pathname.replace(TRAILING_SLASHES, '') || '/';
