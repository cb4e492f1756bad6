import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { FoundFile } from './find-file';
import { readRange } from './range-request';
import { sendText } from './respond';
import './content-type';
import { counted } from '../counted';

/** The URL sirv looks up: the file's name as a URL path, which sirv decodes back to the name (`t&c.html`, `café.html`). */
const lookupUrl = (name: string): string => encodeURI(`/${name}`);

/**
 * Sends a file findServedFile chose: sirv writes it (type, ETag and 304, precompressed encoding, the stream), asked
 * for exactly that file, so it serves nothing the server did not check. The Range header is settled first
 * (readRange): sirv itself reads only a plain `start-end`, and throws on a reversed one. `onMissing` answers
 * should the file be gone by the time sirv looks.
 */
export function createFileSender(root: string) {
  // dev: true makes sirv look files up on each request: a release or rollback adds files while the server runs.
  const files = sirv(root, { dev: true, etag: true, extensions: [] });
  return (req: IncomingMessage, res: ServerResponse, file: FoundFile, { cacheControl, onMissing }: { cacheControl: string; onMissing: () => void }): void => {
    // A name sirv would read back as another (`?` and `#` end its path) is not one this site has.
    if (/[?#]/.test(file.name)) {
      onMissing();
      return;
    }
    const { size } = file.stats;
    const range = readRange(req.headers, size);
    if (range.kind === 'unsatisfiable') {
      sendText(res, 416, `The range asked for is not within the ${counted(size, 'byte')} of this file.`, { 'Content-Range': `bytes */${size}` });
      return;
    }
    // sirv reads an end of 0 as "to the end": a range of the first byte alone is sent whole instead.
    if (range.kind === 'part' && (range.end > 0 || size === 1)) req.headers.range = `bytes=${range.start}-${range.end}`;
    else delete req.headers.range;
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    req.url = lookupUrl(file.name);
    files(req, res, onMissing);
  };
}
