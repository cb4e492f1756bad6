import type { AddressInfo } from 'node:net';
import { sitePort, wholeNumberFromEnv } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { deployDir } from '../deploy/deploy-paths';
import { ConfigError } from '../server/config-source';
import { createSiteServer, type SiteServer } from '../server/create-server';
import { enquiryLog, vitalsLog } from '../server/log-files';
import { DEFAULT_ENQUIRIES_PER_MINUTE } from '../server/rate-limiter';
import { defineCommand, parseCommand, PORT_OPTION } from './command-args';
import { listenOrSay } from './port-in-use';

/** Enquiries per minute per client that BBG_RATE_LIMIT may raise the limit to: far past any person, for load tests. */
const MAX_RATE_LIMIT = 1_000_000;

/** BBG_RATE_LIMIT: enquiries per minute per client (default 20); the vitals beacon gets three times as many. */
const rateLimit = (): number => wholeNumberFromEnv('BBG_RATE_LIMIT', DEFAULT_ENQUIRIES_PER_MINUTE, MAX_RATE_LIMIT, 1);

/** SIGTERM or SIGINT: a graceful stop; a second signal stops at once. */
export function stopOnSignals(server: Pick<SiteServer, 'shutdown'>, label: string): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${label}: ${signal}, finishing the requests under way…`);
    server.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Serves `root` on `port`. `portFlag` says how to pick another port when this one is taken: the command's `--port`,
 * or the PORT variable for the commands without one.
 */
export async function listen(root: string, port: number, label: string, { configOptional = false, portFlag = '--port <port>' } = {}): Promise<void> {
  let server: SiteServer;
  try {
    server = createSiteServer({
      root,
      enquiryLog: enquiryLog(),
      vitalsLog: vitalsLog(),
      configOptional,
      rateLimitPerMinute: rateLimit(),
      // For `bbg load` only: it names its simulated clients in this header.
      trustedClientHeader: process.env.BBG_CLIENT_KEY_HEADER || undefined,
    });
  } catch (error) {
    throw error instanceof ConfigError ? new DeployError(`${label} not started: ${error.message}`) : error;
  }
  await listenOrSay(server, port, portFlag);
  const actual = (server.address() as AddressInfo).port;
  console.log(`${label} at http://localhost:${actual} (serving ${root}; enquiries logged to ${enquiryLog()}, vitals to ${vitalsLog()})`);
  stopOnSignals(server, label);
}

export const command = defineCommand({
  usage: 'Usage: npm run serve -- [--port <port>]   (the deploy folder, as built, without building)',
  options: PORT_OPTION,
});

/** Serves the deploy folder as production would, without building. */
export async function run(args: readonly string[]): Promise<void> {
  const { values } = parseCommand(args, command);
  await listen(deployDir(), values.port ?? sitePort, 'BBG site');
}
