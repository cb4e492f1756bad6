import { createReadStream, existsSync, statSync } from 'node:fs';
import { DeployError } from '../deploy/deploy-error';
import { createInterface } from 'node:readline';
import { formatVital, vitalsSummariser, type VitalsSummary } from '../server/vitals-report';
import { defineCommand, parseCommand } from './command-args';
import { vitalsLog } from '../server/log-files';
import { counted } from '../counted';

/** The log summarised line by line as it is read: the lines themselves are never all held at once. */
async function summariseFile(file: string): Promise<VitalsSummary> {
  const summariser = vitalsSummariser();
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) summariser.add(line);
  return summariser.summary();
}

export const command = defineCommand({ usage: 'Usage: npm run vitals   (p75 per route and metric of the real-user metrics the server has logged)' });

/** `npm run vitals`: p75 per route and metric of the real-user metrics the server has collected. */
export async function run(args: readonly string[] = []): Promise<void> {
  parseCommand(args, command);
  const file = vitalsLog();
  if (!existsSync(file)) {
    console.log(`No beacons yet: ${file} does not exist (the server writes it when POST /vitals accepts one).`);
    return;
  }
  if (!statSync(file).isFile()) throw new DeployError(`${file} is not a file: VITALS_LOG names the beacon log the server writes.`);
  const { beacons, skipped, rows } = await summariseFile(file);
  console.log(`${counted(beacons, 'beacon')} in ${file}${skipped ? ` (${counted(skipped, 'line')} skipped: not a valid beacon)` : ''}`);
  if (rows.length === 0) return;
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  console.log(`${'route'.padEnd(width)}  metric  ${'count'.padStart(6)}  ${'p75'.padStart(9)}`);
  for (const { route, metric, count, p75 } of rows) {
    console.log(`${route.padEnd(width)}  ${metric.padEnd(6)}  ${String(count).padStart(6)}  ${formatVital(metric, p75).padStart(9)}`);
  }
}
