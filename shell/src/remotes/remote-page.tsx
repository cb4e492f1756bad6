import { lazy, useCallback, useState } from 'react';
import { routeHeadIn, type Locale, type RemoteRecord, type RemoteRoute } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import { Slice } from '@bbg/runtime';
import { noteSignal } from '../health/early-signals';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

interface RemotePageProps {
  readonly record: RemoteRecord;
  readonly route: RemoteRoute;
  readonly registryUrl: string;
}

/** The code that loads remote pages (federation, integrity, fallbacks): not needed to adopt the root. */
const loadBody = () => import('./remote-page-body');
const RemotePageBody = lazy(() => loadBody().then((module) => ({ default: module.RemotePageBody })));

/**
 * Starts loading the page the served HTML holds, beside the adoption of the root: React adopts the header and
 * footer meanwhile, and the page's slice once exactly the version that rendered it has arrived.
 */
export function startServedPage(record: RemoteRecord, version: string, expose: string, baseUrl: string, locale: Locale): void {
  loadBody().then(
    (body) => body.startServedPage(record, version, expose, baseUrl, locale),
    (error: unknown) => console.error(`${record.section}: the code that loads it could not be loaded:`, error),
  );
}

/**
 * One route of a remote: its page through federation, in a slice of its own (adopted after the root, once its code
 * is here), isolated behind a fallback with Retry.
 */
export function RemotePage(props: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const locale = useLocale();
  // A section's name is English only (its remote declares it): French and Arabic name the page, in their words.
  const page = routeHeadIn(props.route, locale).title;
  return (
    <Slice name="page" awaited>
      <RemoteErrorBoundary
        key={attempt}
        onRenderError={() => noteSignal({ kind: 'render-error', container: props.record.name })}
        fallback={(_error, reset) => (
          <RemoteFallback
            section={props.record.section}
            page={page}
            onRetry={() => {
              noteSignal({ kind: 'retry', container: props.record.name });
              reset();
              retry();
            }}
          />
        )}
      >
        <RemotePageBody {...props} attempt={attempt} />
      </RemoteErrorBoundary>
    </Slice>
  );
}
