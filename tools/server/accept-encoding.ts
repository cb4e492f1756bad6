import Negotiator from 'negotiator';

/** The precompressed copies the server keeps beside a file: `.br` and `.gz`. */
export type StoredEncoding = 'br' | 'gzip';

const STORED: StoredEncoding[] = ['br', 'gzip'];

/**
 * The precompressed copies a request's Accept-Encoding takes, the client's favourite first (br first on a tie), read
 * by `negotiator` as Express reads it: a coding refused with `q=0`, or named only in part (`xbr`), is never sent.
 */
export function acceptedEncodings(header: string): StoredEncoding[] {
  return new Negotiator({ headers: { 'accept-encoding': header } }).encodings(STORED, { preferred: STORED }) as StoredEncoding[];
}
