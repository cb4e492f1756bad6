import type { IncomingMessage } from 'node:http';

/** Files and pages are only read: every other method is answered 405 with this Allow header. */
const FILE_METHODS = ['GET', 'HEAD'] as const;
export const FILE_ALLOW = FILE_METHODS.join(', ');

export const isReadMethod = (method: string | undefined): boolean => (FILE_METHODS as readonly string[]).includes(method ?? '');

/** A GET or HEAD that carries a body: never sent by a browser, and a way to smuggle bytes into the next request. */
export const carriesBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
