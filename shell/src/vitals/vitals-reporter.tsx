import { useEffect } from 'react';
import type { Registry } from '@bbg/shared/contract';
import { usePageLoaded, useRuntimeConfig } from '@bbg/shared/platform';
import { loadedVersions } from '../remotes/loaded-versions';
import { landingRoute, reportVitals } from './report-vitals';

/** Starts the real-user metrics once the first page has reported loaded, so they cost the first view nothing. */
export function VitalsReporter({ registry }: { readonly registry: Registry }) {
  const { loaded } = usePageLoaded();
  const { vitalsUrl } = useRuntimeConfig();
  useEffect(() => {
    if (loaded) void reportVitals({ vitalsUrl, route: landingRoute(), versions: () => loadedVersions(registry) });
  }, [loaded, vitalsUrl, registry]);
  return null;
}
