import { useEffect, useRef } from 'react';
import type { Registry } from '@bbg/contract';
import { useLocale, usePageLoaded, useRuntimeConfig } from '@bbg/platform';
import { useLocation } from '@bbg/router';
import type { HealthReporter } from '../health/report-health';

/** Drawn once per page load: the page sends metrics and signals when it falls within config.json's healthSampleRate. */
const draw = Math.random();

/**
 * Starts the real-user metrics and health signals once the first page has reported loaded: web-vitals and the
 * reporting code come in a chunk of their own, fetched only then, and never when config.json names no vitalsUrl or
 * this page load is sampled out. Each page shown after that counts as one view.
 */
export function VitalsReporter({ registry }: { readonly registry: Registry }) {
  const { loaded } = usePageLoaded();
  const { vitalsUrl, healthSampleRate } = useRuntimeConfig();
  const locale = useLocale();
  const { pathname } = useLocation();
  const telemetry = useRef<Promise<HealthReporter> | null>(null);
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !vitalsUrl || draw >= healthSampleRate || viewed.current === pathname) return;
    viewed.current = pathname;
    telemetry.current ??= import(/* webpackChunkName: "web-vitals" */ './telemetry').then(({ startTelemetry }) => startTelemetry({ vitalsUrl, registry, locale }));
    telemetry.current.then(
      (reporter) => reporter.view(pathname),
      (error: unknown) => console.warn('Real-user metrics unavailable:', error),
    );
  }, [loaded, pathname, vitalsUrl, healthSampleRate, registry, locale]);
  return null;
}
