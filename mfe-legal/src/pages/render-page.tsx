import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';

function LoadedFlag() {
  return <output aria-label="loaded">{String(usePageLoaded().loaded)}</output>;
}

/** Tests only: a page at its path as the shell serves it, with the page-loaded flag on show. */
export function renderPage(Page: ComponentType, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageLoadedProvider pathname={path}>
        <Page />
        <LoadedFlag />
      </PageLoadedProvider>
    </MemoryRouter>,
  );
  return { loadedFlag: screen.getByRole('status', { name: 'loaded' }) };
}
