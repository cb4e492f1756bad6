import type { ServerResponse } from 'node:http';

/** A short plain-text answer: every refusal of a malformed request says why in one line. */
export function sendText(res: ServerResponse, status: number, reason: string, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(reason), 'Cache-Control': 'no-store' });
  res.end(reason);
}

/** The endpoints' answers: JSON, never cached. */
export function sendJson(res: ServerResponse, status: number, body: object, headers: Readonly<Record<string, string>> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}
