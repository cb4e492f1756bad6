import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/** The first four groups of an IPv6 address: the /64 that one household or phone holds whole. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Who is asking, for the rate limit: the remote address (IPv6 by its /64). A header is trusted only when the server
 * was told to (`bbg load` and the tests name their simulated clients that way); X-Forwarded-For never is.
 */
export function clientKey(req: IncomingMessage, trustedHeader?: string): string {
  if (trustedHeader) {
    const named = req.headers[trustedHeader.toLowerCase()];
    if (typeof named === 'string' && named) return `header:${named.slice(0, 100)}`;
  }
  const address = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIPv6(address) ? ipv6Network(address) : address;
}
