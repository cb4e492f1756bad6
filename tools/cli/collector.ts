import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REGISTRY_FILE } from '@bbg/contract';
import { portOffset } from '../apps';
import { createCollectorServer } from '../collector/collector-server';
import { deployDir } from '../deploy/deploy-paths';
import { vitalsLog } from '../server/log-files';
import { defineCommand, parseCommand, PORT_OPTION } from './command-args';
import { listenOrSay } from './port-in-use';
import { stopOnSignals } from './serve';

/** The collector's own port (9464, the usual exporter port), shifted like the others by BBG_PORT_OFFSET. */
const COLLECTOR_PORT = 9464 + portOffset;

export const command = defineCommand({
  usage: `Usage: npm run collector -- [--port <port>] [--registry <file>] [--log <file>]   (POST /vitals and GET /metrics alone, on port ${COLLECTOR_PORT} by default; the registry bounds the labels, the deploy folder's by default)`,
  options: { ...PORT_OPTION, registry: { type: 'string' }, log: { type: 'string' } },
});

/** `npm run collector`: the beacon collector alone, stateless, so many can run behind a load balancer. */
export async function run(args: readonly string[]): Promise<void> {
  const { values } = parseCommand(args, command);
  const registryFile = values.registry ?? join(deployDir(), REGISTRY_FILE);
  const log = values.log ?? vitalsLog();
  const server = createCollectorServer({ registryFile, log, trustedClientHeader: process.env.BBG_CLIENT_KEY_HEADER || undefined });
  // A port another program holds is said in one line, as the site server says it.
  await listenOrSay(server, values.port ?? COLLECTOR_PORT, '--port <port>');
  const { port } = server.address() as AddressInfo;
  console.log(`BBG collector at http://localhost:${port} (POST /vitals, GET /metrics; labels bounded by ${registryFile}; beacons logged to ${log})`);
  stopOnSignals(server, 'BBG collector');
}
