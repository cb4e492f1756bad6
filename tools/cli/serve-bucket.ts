import { statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sitePort } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { isFolderTarget, openTarget, TARGET_HELP } from '../deploy/storage/deploy-target';
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
  // A folder that is not there (a typo, a deploy folder not built yet) would be served as a site of 404s.
  if (isFolderTarget(store) && !statSync(store.root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new DeployError(`${store.root} is not a folder: nothing to serve (npm run build publishes the site in a folder).`);
  }
  const server = createBucketServer(store);
  await listenOrSay(server, port, '--port <port>');
  console.log(`Serving ${store.location} as its CDN would at http://localhost:${(server.address() as AddressInfo).port}`);
  const stop = (): void => void server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
