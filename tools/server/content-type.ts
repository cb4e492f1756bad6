import { lookup, mimes } from 'mrmime';

// sirv names file types with mrmime, which knows no .ico: browsers and crawlers expect the icon's type.
mimes.ico = 'image/x-icon';

const TEXTUAL = /^(text\/|application\/(json|javascript|xml|manifest\+json)$|image\/svg\+xml$)/;

/** The Content-Type a file is served with, here and from a bucket. */
export function contentType(path: string): string {
  const type = lookup(path) ?? 'application/octet-stream';
  return TEXTUAL.test(type) ? `${type}; charset=utf-8` : type;
}
