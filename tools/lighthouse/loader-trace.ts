import type { Trace } from 'lighthouse';
import { STARTUP_LOADER_MARK } from '../../shell/src/app/performance-marks';

/**
 * Whether the start-up loader ran during the load: its User Timing mark is in the trace. Reading the trace, rather
 * than the page afterwards, checks the very load Lighthouse measured; the mark, rather than a timer of the loader's
 * duration, names the loader and nothing else (the loader's timer is shorter on a pre-rendered page, and any other
 * timer of that length would look like it).
 */
export function loaderRanIn(trace: Pick<Trace, 'traceEvents'>): boolean {
  return trace.traceEvents.some((event) => event.name === STARTUP_LOADER_MARK && event.cat.split(',').includes('blink.user_timing'));
}
