import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

const rawAnswer = (status: number, reason: string): string =>
  `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`;

function statusOf(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return [408, 'The request took too long to arrive.'];
  return [400, 'The request is not valid HTTP/1.1.'];
}

/**
 * Requests Node cannot parse, that arrive too slowly, or that ask to tunnel (CONNECT) get an answer and a closed
 * socket: never a dropped connection without a word, never an error that reaches the process.
 */
export function answerConnectionErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answered = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answered) {
      socket.destroy();
      return;
    }
    const [status, reason] = statusOf(error.code);
    socket.end(rawAnswer(status, reason));
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, 'This server does not tunnel.'));
  });
}
