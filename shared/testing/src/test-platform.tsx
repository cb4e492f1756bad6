import type { ReactNode } from 'react';
import { defaultRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { TestRouter } from './test-router';
import { PageLoadedProvider, RuntimeConfigProvider } from '@bbg/platform';
import { WithKitWords } from './kit-words';

export interface TestPlatformProps {
  /** Where the router starts; the page-loaded signal is for this path. */
  readonly path?: string;
  /** The route pattern the children stand for, when they read params (`/news/:slug`). */
  readonly pattern?: string;
  readonly config?: RuntimeConfig;
  readonly children: ReactNode;
}

/** Tests only: what the shell gives every page (run-time config, the router with the navigation contract, the page-loaded signal, the kit's words). */
export function TestPlatform({ path = '/', pattern, config = defaultRuntimeConfig, children }: TestPlatformProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <WithKitWords>
        <TestRouter initialEntries={[path]} path={pattern}>
          <PageLoadedProvider pathname={path}>{children}</PageLoadedProvider>
        </TestRouter>
      </WithKitWords>
    </RuntimeConfigProvider>
  );
}
