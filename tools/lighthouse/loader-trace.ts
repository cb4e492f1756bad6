import type { Trace } from 'lighthouse';

/**
 * The start-up loader is a `setTimeout` of the configured loader duration: its TimerInstall in the trace says the
 * loader ran. Reading the trace, rather than the page afterwards, checks the very load Lighthouse measured.
 */
export function loaderTimerInstalled(trace: Pick<Trace, 'traceEvents'>, loaderDurationMs: number): boolean {
  return trace.traceEvents.some((event) => event.name === 'TimerInstall' && (event.args.data as { timeout?: number } | undefined)?.timeout === loaderDurationMs);
}
