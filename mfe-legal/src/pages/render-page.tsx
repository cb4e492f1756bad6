import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { TestRouter } from '@bbg/shared/navigation/test-router';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';

function LoadedFlag() {
  return <output aria-label="loaded">{String(usePageLoaded().loaded)}</output>;
}

/** Tests only: a page at its path as the shell serves it, with the page-loaded flag on show. */
export function renderPage(Page: ComponentType, path: string) {
  render(
    <TestRouter initialEntries={[path]}>
      <PageLoadedProvider pathname={path}>
        <Page />
        <LoadedFlag />
      </PageLoadedProvider>
    </TestRouter>,
  );
  return { loadedFlag: screen.getByRole('status', { name: 'loaded' }) };
}
