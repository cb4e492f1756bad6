import type { AddressInfo } from 'node:net';
import { sitePort } from '../apps';
import { openTarget, TARGET_HELP } from '../deploy/storage/deploy-target';
import { createBucketServer } from '../server/bucket-server';
import { defineCommand, parseCommand, PORT_OPTION } from './command-args';
import { listenOrSay } from './port-in-use';

export const command = defineCommand({
  usage: `Usage: npm run serve-bucket -- <target> [--port <port>]   (target: ${TARGET_HELP})`,
  options: PORT_OPTION,
  positionals: ['target'],
});

/** `npm run serve-bucket -- s3://bucket/prefix`: the target's public objects, served as the CDN files say. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [spec] } = parseCommand(args, command);
  const port = values.port ?? sitePort;
  const store = openTarget(spec);
  const server = createBucketServer(store);
  await listenOrSay(server, port, '--port <port>');
  console.log(`Serving ${store.location} as its CDN would at http://localhost:${(server.address() as AddressInfo).port}`);
  const stop = (): void => void server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
