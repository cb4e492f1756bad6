/** What a request's Range header asks of a file, as this server answers it. */
type RangeAnswer =
  | { readonly kind: 'whole' }
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** One range of bytes: `bytes=10-20`, `bytes=10-` or the suffix `bytes=-20`. Several ranges, or another unit, are not. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Reads a request's Range header for a file of `size` bytes, as RFC 9110 allows a server to. One well-formed range
 * is a part (`end` inclusive, within the file; a suffix is the last bytes). A range that starts at or past the end,
 * or the empty suffix `-0`, cannot be satisfied: 416. Anything else (garbage, a reversed range, several ranges, a
 * range with If-Range, which this server does not evaluate, an empty file) is ignored: the whole file is sent.
 */
export function readRange(headers: { readonly range?: string; readonly 'if-range'?: string | string[] }, size: number): RangeAnswer {
  const header = headers.range;
  if (header === undefined || headers['if-range'] !== undefined || size === 0) return WHOLE;
  const [, first = '', last = ''] = SINGLE_RANGE.exec(header.trim()) ?? [];
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const length = Number(last);
    return length === 0 ? UNSATISFIABLE : { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
