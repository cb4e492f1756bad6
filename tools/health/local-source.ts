import type { Registry } from '@bbg/contract';
import { attributeBeacon, boundsOf, type Sample } from '../collector/attribute';
import { DeployError } from '../deploy/deploy-error';
import { beaconLogFiles, beaconLogLines } from '../server/beacon-log';
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
 * The health of every remote version from the server's beacon log (vitals.jsonl, after its previous file), over the
 * beacons received since `since` (ms since the epoch): each line checked again with the beacon's schema and bounded
 * by the registry.
 */
export async function readLocalLog(file: string, registry: Registry, since: number): Promise<SourceReading> {
  if (beaconLogFiles(file).length === 0) throw new DeployError(`No beacons to read: ${file} does not exist (the server writes it when POST /vitals accepts one; VITALS_LOG moves it).`);
  const bounds = boundsOf(registry);
  const samples: Sample[] = [];
  let skipped = 0;
  for await (const text of beaconLogLines(file)) {
    const read = readBeaconLine(text);
    if (read === undefined) continue;
    if (read === 'skip' || Number.isNaN(read.receivedAt)) skipped += 1;
    else if (read.receivedAt >= since) samples.push(...attributeBeacon(read.beacon, bounds));
  }
  return { table: healthOf(samples), source: file, skipped };
}
