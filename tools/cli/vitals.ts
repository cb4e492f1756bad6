import { beaconLogFiles, beaconLogLines } from '../server/beacon-log';
import { formatVital, vitalsSummariser, type VitalsSummary } from '../server/vitals-report';
import { defineCommand, parseCommand } from './command-args';
import { vitalsLog } from '../server/log-files';
import { counted } from '../counted';

/** The log (and its previous file) summarised line by line as it is read: the lines are never all held at once. */
async function summariseLog(file: string): Promise<VitalsSummary> {
  const summariser = vitalsSummariser();
  for await (const line of beaconLogLines(file)) summariser.add(line);
  return summariser.summary();
}

export const command = defineCommand({ usage: 'Usage: npm run vitals   (p75 per route and metric of the real-user metrics the server has logged)' });

/** `npm run vitals`: p75 per route and metric of the real-user metrics the server has collected. */
export async function run(args: readonly string[] = []): Promise<void> {
  parseCommand(args, command);
  const file = vitalsLog();
  const files = beaconLogFiles(file);
  if (files.length === 0) {
    console.log(`No beacons yet: ${file} does not exist (the server writes it when POST /vitals accepts one).`);
    return;
  }
  const { beacons, skipped, rows } = await summariseLog(file);
  console.log(`${counted(beacons, 'beacon')} in ${files.join(' and ')}${skipped ? ` (${counted(skipped, 'line')} skipped: not a valid beacon)` : ''}`);
  if (rows.length === 0) return;
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  console.log(`${'route'.padEnd(width)}  metric  ${'count'.padStart(6)}  ${'p75'.padStart(9)}`);
  for (const { route, metric, count, p75 } of rows) {
    console.log(`${route.padEnd(width)}  ${metric.padEnd(6)}  ${String(count).padStart(6)}  ${formatVital(metric, p75).padStart(9)}`);
  }
}
