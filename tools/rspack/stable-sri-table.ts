/** `sriHashes={14:"sha384-…",8:"sha384-…"}` (or `sriHashes = { "14": "…" }`, unminified): each entry of the table. */
const TABLE = /(sriHashes\s*=\s*\{)([^{}]*)(\})/g;
const ENTRY = /^\s*("?[\w$-]+"?)\s*:\s*("[^"]*")\s*$/;

const keyOf = (entry: string): string => entry.slice(0, entry.indexOf(':')).trim().replaceAll('"', '');
const byChunkId = (a: string, b: string): number => {
  const [x, y] = [keyOf(a), keyOf(b)];
  const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
  return numeric ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A script's table of its async chunks' integrity hashes, entries in chunk id order. The build writes them in the
 * order of its internal chunk keys, which a busy machine can change, and a remote's version is the hash of its bytes.
 * A table with an entry this does not recognise is left as it is.
 */
export function stableSriTable(code: string): string {
  return code.replace(TABLE, (whole, open: string, body: string, close: string) => {
    const entries = body.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    if (!entries.every((entry) => ENTRY.test(entry))) return whole;
    return `${open}${entries.sort(byChunkId).join(',')}${close}`;
  });
}
