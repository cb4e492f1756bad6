import { useEffect } from 'react';
import type { Registry } from '@bbg/contract';
import { usePageLoaded, useRuntimeConfig } from '@bbg/platform';
import { loadedVersions } from '../remotes/loaded-versions';

/**
 * Starts the real-user metrics once the first page has reported loaded: web-vitals and the reporting code come in
 * a chunk of their own, fetched only then, and never when config.json names no vitalsUrl.
 */
export function VitalsReporter({ registry }: { readonly registry: Registry }) {
  const { loaded } = usePageLoaded();
  const { vitalsUrl } = useRuntimeConfig();
  useEffect(() => {
    if (!loaded || !vitalsUrl) return;
    import(/* webpackChunkName: "web-vitals" */ './report-vitals').then(
      ({ reportVitals }) => reportVitals({ vitalsUrl, versions: () => loadedVersions(registry) }),
      (error: unknown) => console.warn('Real-user metrics unavailable:', error),
    );
  }, [loaded, vitalsUrl, registry]);
  return null;
}
