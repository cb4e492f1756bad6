import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { PageProps, RemoteRecord, RemoteRoute } from '@bbg/shared/contract';
import { loadRemotePage } from './load-remote-page';
import { readyPage } from './page-cache';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

interface RemotePageProps {
  readonly record: RemoteRecord;
  readonly route: RemoteRoute;
  readonly registryUrl: string;
}

type PageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly Page: ComponentType<PageProps> }
  | { readonly status: 'failed' };

/** One route of a remote: loads its page through federation, isolated behind a fallback with Retry. */
export function RemotePage({ record, route, registryUrl }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A page loaded before the first render (pre-rendered, or hydrated) needs no load unless Retry asks for one.
  const [preloaded] = useState(() => readyPage(record.name, route.expose));
  const [state, setState] = useState<PageState>(preloaded ? { status: 'ready', Page: preloaded } : { status: 'loading' });

  useEffect(() => {
    if (preloaded && attempt === 0) return undefined;
    let active = true;
    loadRemotePage(record, route.expose, registryUrl).then(
      (Page) => active && setState({ status: 'ready', Page }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [record, route.expose, registryUrl, attempt, preloaded]);

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
      <Page route={route} />
    </RemoteErrorBoundary>
  );
}
