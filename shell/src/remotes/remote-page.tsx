import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteRecord, RemoteRoute } from '@bbg/shared/contract';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

interface RemotePageProps {
  readonly record: RemoteRecord;
  readonly route: RemoteRoute;
  readonly registryUrl: string;
}

type PageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly Page: ComponentType }
  | { readonly status: 'failed' };

/** One route of a remote: loads its page through federation, isolated behind a fallback with Retry. */
export function RemotePage({ record, route, registryUrl }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PageState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadRemotePage(record, route.expose, registryUrl).then(
      (Page) => active && setState({ status: 'ready', Page }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [record, route.expose, registryUrl, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return null;
  if (state.status === 'failed') return <RemoteFallback section={record.section} onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(_error, reset) => (
        <RemoteFallback
          section={record.section}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}
