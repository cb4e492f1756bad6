import { checkBeacon, type VitalsBeacon } from '@bbg/contract';

export interface LoggedBeacon {
  readonly beacon: VitalsBeacon;
  /** When the server accepted it, ms since the epoch (NaN for a line without its time). */
  readonly receivedAt: number;
}

/**
 * A line of the beacon log (vitals.jsonl) read back: the beacon checked again by its schema, or 'skip' for a line
 * that is not one (a torn write, a hand edit, garbage), or undefined for a blank line.
 */
export function readBeaconLine(line: string): LoggedBeacon | 'skip' | undefined {
  if (!line.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'skip';
  }
  const checked = checkBeacon(parsed);
  if (!checked.ok) return 'skip';
  const at = typeof parsed === 'object' && parsed !== null && 'receivedAt' in parsed && typeof parsed.receivedAt === 'string' ? Date.parse(parsed.receivedAt) : Number.NaN;
  return { beacon: checked.beacon, receivedAt: at };
}
