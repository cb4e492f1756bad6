import type { SignalKind } from '@bbg/contract';

/**
 * What a part of the page notes about a section's health before the telemetry code is here: its kind, the section's
 * federation container and, when known, its version; a load failure keeps its error, which the telemetry classifies.
 */
export interface EarlySignal {
  readonly kind: Exclude<SignalKind, 'view' | 'error'>;
  readonly container: string;
  readonly version?: string;
  readonly error?: unknown;
}

/** At most this many wait for the telemetry; the rest of a storm is dropped. */
const HELD = 40;
const held: EarlySignal[] = [];
let deliver: ((signal: EarlySignal) => void) | undefined;

/** Notes a signal: held until the telemetry takes them (after adoption), then passed on at once. */
export function noteSignal(signal: EarlySignal): void {
  if (deliver) deliver(signal);
  else if (held.length < HELD) held.push(signal);
}

/** The telemetry takes the held signals, and every later one. */
export function takeSignals(to: (signal: EarlySignal) => void): void {
  deliver = to;
  for (const signal of held.splice(0)) to(signal);
}
