import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createSiteServer, type ServerOptions, type SiteServer } from './create-server';
import { tempDir } from '../jest/temp-dir';

/** A valid registry of no remotes: the registry.json of makeSiteRoot. */
export const EMPTY_REGISTRY = { schema: 1, updatedAt: '2026-01-01T00:00:00.000Z', remotes: {} };

/** Test support: a served folder with a page, a registry, a script and a config. */
export function makeSiteRoot(config: object = { apiBaseUrl: 'https://api.provider.example' }): string {
  const root = tempDir('site-');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>BBG</title>');
  writeFileSync(join(root, 'registry.json'), JSON.stringify(EMPTY_REGISTRY));
  writeFileSync(join(root, 'main.js'), 'console.log(1);');
  writeFileSync(join(root, 'config.json'), JSON.stringify(config));
  return root;
}

export interface RunningSite {
  readonly server: SiteServer;
  readonly port: number;
  readonly base: string;
  readonly root: string;
  close(): Promise<void>;
}

/** A site server on a free port, in this process. */
export async function startSite(options: Partial<ServerOptions> = {}): Promise<RunningSite> {
  const root = options.root ?? makeSiteRoot();
  const server = createSiteServer({ root, enquiryLog: join(tempDir('logs-'), 'enquiries.jsonl'), log: () => undefined, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    root,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RawAnswer {
  /** The status of the first response, or null when the connection ended without one. */
  readonly status: number | null;
  readonly text: string;
}

/** Sends bytes as they are (no client library normalises them) and reads until the server closes or 5 s pass. */
export function rawRequest(port: number, bytes: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const done = (): void => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, text });
      socket.destroy();
    };
    socket.setTimeout(5000, done);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}
