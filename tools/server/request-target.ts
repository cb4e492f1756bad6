import type { IncomingMessage } from 'node:http';

/** The request target a static file server can act on, or why the request is refused before anything is looked up. */
export type RequestTarget =
  | { readonly ok: true; readonly pathname: string }
  | { readonly ok: false; readonly status: number; readonly reason: string };

const MAX_TARGET_LENGTH = 2048;

const refuse = (status: number, reason: string): RequestTarget => ({ ok: false, status, reason });

function decode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** A segment of `..`, a backslash or a NUL at any depth of decoding: %2e%2e, %252e%252e and ..%5c included. */
function isTraversal(path: string): boolean {
  let current = path;
  for (let depth = 0; depth < 4; depth += 1) {
    if (current.includes('\\') || current.includes('\0') || current.split('/').some((segment) => segment === '..' || segment === '.')) return true;
    const next = decode(current);
    if (next === null || next === current) return false;
    current = next;
  }
  return true;
}

/**
 * Reads the path of `req.url` without trusting it: only origin-form targets (`/path?query`), percent-encoding that
 * decodes to UTF-8, no NUL, no backslash and no dot segment in any encoding. The pathname comes back decoded.
 */
function readRequestTarget(url: string | undefined): RequestTarget {
  if (!url || !url.startsWith('/')) return refuse(400, 'The request target must be a path starting with /.');
  if (url.length > MAX_TARGET_LENGTH) return refuse(414, `The request target is longer than ${MAX_TARGET_LENGTH} characters.`);
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  const pathname = decode(raw);
  if (pathname === null) return refuse(400, 'The path has malformed percent-encoding.');
  if (pathname.includes('\0')) return refuse(400, 'The path contains a NUL byte.');
  if (isTraversal(raw)) return refuse(400, 'The path may not contain dot segments or backslashes.');
  return { ok: true, pathname };
}

/**
 * The request's target as readRequestTarget reads it, once the request has the Host header HTTP/1.1 requires
 * (RFC 9112, 3.2). Node would refuse one without it itself, but with an empty body: the servers turn its check off
 * (slowClientOptions) and refuse here, with a reason.
 */
export function readRequest(req: Pick<IncomingMessage, 'url' | 'httpVersion' | 'headers'>): RequestTarget {
  if (req.httpVersion === '1.1' && req.headers.host === undefined) return refuse(400, 'An HTTP/1.1 request needs a Host header.');
  return readRequestTarget(req.url);
}
