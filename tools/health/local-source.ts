import { createReadStream, existsSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Registry } from '@bbg/contract';
import { attributeBeacon, boundsOf, type Sample } from '../collector/attribute';
import { DeployError } from '../deploy/deploy-error';
import { readBeaconLine } from '../server/beacon-line';
import { healthOf, type HealthTable } from './version-health';

export interface SourceReading {
  readonly table: HealthTable;
  /** Where it was read, for the report's first line. */
  readonly source: string;
  /** Lines that were not a beacon the server accepted (a torn write, a hand edit): skipped, never fatal. */
  readonly skipped: number;
}

/**
 * The health of every remote version from the server's beacon log (vitals.jsonl), over the beacons received since
 * `since` (ms since the epoch): each line checked again with the beacon's schema and bounded by the registry.
 */
export async function readLocalLog(file: string, registry: Registry, since: number): Promise<SourceReading> {
  if (!existsSync(file)) throw new DeployError(`No beacons to read: ${file} does not exist (the server writes it when POST /vitals accepts one; VITALS_LOG moves it).`);
  // A folder fails the read, and a FIFO holds it until something writes: either is a VITALS_LOG that names another thing.
  if (!statSync(file).isFile()) throw new DeployError(`${file} is not a file: VITALS_LOG names the beacon log the server writes.`);
  const bounds = boundsOf(registry);
  const samples: Sample[] = [];
  let skipped = 0;
  for await (const text of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    const read = readBeaconLine(text);
    if (read === undefined) continue;
    if (read === 'skip' || Number.isNaN(read.receivedAt)) skipped += 1;
    else if (read.receivedAt >= since) samples.push(...attributeBeacon(read.beacon, bounds));
  }
  return { table: healthOf(samples), source: file, skipped };
}
