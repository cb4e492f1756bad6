import { existsSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { APP_DOCUMENT } from '../prerender/route-file';
import { acceptedEncodings } from './accept-encoding';
import { looksLikeFile, withoutTrailingSlash } from './path-rules';

/** The file a request is answered with. */
export interface FoundFile {
  /** Its path inside the served folder, without a leading slash: `about-us.html.br`. */
  readonly name: string;
  readonly path: string;
  /** Of what the path points to, symbolic links followed. */
  readonly stats: Stats;
}

const PAGE_EXTENSIONS = ['html', 'htm'];

/** The suffixes tried on a path, in sirv's order: precompressed variants the client takes, the path itself, page extensions. */
function suffixes(acceptEncoding: string): string[] {
  const variants = (encoding: string): string[] => [...PAGE_EXTENSIONS.map((extension) => `.${extension}.${encoding}`), `.${encoding}`];
  return [
    ...acceptedEncodings(acceptEncoding).flatMap((encoding) => variants(encoding === 'br' ? 'br' : 'gz')),
    '',
    ...PAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ];
}

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The first file a (checked, decoded) path names, as sirv would look it up: `/about-us` is about-us.html.br for a
 * client that takes brotli, `/` is index.html. A folder is never the answer; anything else (a FIFO, a link) is
 * returned as it is, for isServable to judge.
 */
function lookUpFile(root: string, pathname: string, acceptEncoding: string): FoundFile | undefined {
  const base = withoutTrailingSlash(pathname).slice(1);
  for (const suffix of suffixes(acceptEncoding)) {
    for (const name of base ? [`${base}${suffix}`, `${base}/index${suffix}`] : [`index${suffix}`]) {
      const path = join(root, name);
      const stats = statOf(path);
      if (stats && !stats.isDirectory()) return { name, path, stats };
    }
  }
  return undefined;
}

/**
 * Whether a found file may be sent: a regular file (reading a FIFO or a device would hold a file-system thread
 * until something writes to it: a few such requests stop the whole server) whose real path, links resolved, is
 * inside the served folder (a link to /etc/passwd is not).
 */
function isServable(root: string, file: FoundFile): boolean {
  if (!file.stats.isFile()) return false;
  try {
    return realpathSync.native(file.path).startsWith(`${realpathSync.native(root)}${sep}`);
  } catch {
    return false;
  }
}

/**
 * The file that answers a path, or undefined for a 404. A page path that names no file gets the client-rendered
 * app.html (or, for a remote running alone, its index.html); a file path never does. Only a servable file is returned.
 */
export function findServedFile(root: string, pathname: string, acceptEncoding: string): FoundFile | undefined {
  const fallback = (): FoundFile | undefined => lookUpFile(root, existsSync(join(root, APP_DOCUMENT)) ? `/${APP_DOCUMENT}` : '/', acceptEncoding);
  const file = lookUpFile(root, pathname, acceptEncoding) ?? (looksLikeFile(pathname) ? undefined : fallback());
  return file && isServable(root, file) ? file : undefined;
}
