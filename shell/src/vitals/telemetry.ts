import type { Locale, Registry } from '@bbg/contract';
import { startHealth, type HealthReporter } from '../health/report-health';
import { canaryRemotes } from '../remotes/canary-choice';
import { loadedVersions } from '../remotes/loaded-versions';
import { reportVitals } from './report-vitals';

export interface TelemetryOptions {
  readonly vitalsUrl: string;
  readonly registry: Registry;
  readonly locale: Locale;
}

/**
 * The page's telemetry, in one chunk loaded after adoption: web-vitals and the health signals, in the same beacons,
 * each attributed to the remote versions this page loaded.
 */
export async function startTelemetry({ vitalsUrl, registry, locale }: TelemetryOptions): Promise<HealthReporter> {
  const versions = () => loadedVersions(registry);
  const sender = await reportVitals({ vitalsUrl, versions, locale, canary: canaryRemotes(registry) });
  return startHealth({ registry, versions, send: sender.signal });
}
