import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestRouter } from '@bbg/shared/navigation/test-router';
import { defaultRuntimeConfig } from '@bbg/shared/config/runtime-config';
import { PageLoadedProvider, RuntimeConfigProvider, usePageLoaded } from '@bbg/shared/platform';

function LoadedFlag() {
  const { loaded } = usePageLoaded();
  return <output aria-label="page loaded">{String(loaded)}</output>;
}

/** Renders a page as the shell does: inside the run-time config, a router and the page-loaded signal, which it shows for tests to read. */
export function renderPage(page: ReactElement, pathname = '/') {
  const result = render(
    <RuntimeConfigProvider config={defaultRuntimeConfig}>
      <TestRouter initialEntries={[pathname]}>
        <PageLoadedProvider pathname={pathname}>
          <LoadedFlag />
          {page}
        </PageLoadedProvider>
      </TestRouter>
    </RuntimeConfigProvider>,
  );
  const loadHero = (): void => {
    const image = result.container.querySelector('img');
    if (!image) throw new Error('the page has no hero image');
    fireEvent.load(image);
  };
  return { ...result, loadHero };
}
