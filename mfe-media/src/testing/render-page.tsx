import { fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PageProps } from '@bbg/shared/contract';
import { routeRecordAt } from '@bbg/shared/navigation/route-record-at';
import { TestRouter } from '@bbg/shared/navigation/test-router';
import { defaultRuntimeConfig } from '@bbg/shared/config/runtime-config';
import { PageLoadedProvider, RuntimeConfigProvider } from '@bbg/shared/platform';
import { routes } from '../app/routes';

/** Renders a page at a path inside the providers the shell gives it, with its route record. */
export function renderPage(Page: ComponentType<PageProps>, path: string): RenderResult {
  return render(
    <RuntimeConfigProvider config={defaultRuntimeConfig}>
      <TestRouter initialEntries={[path]}>
        <PageLoadedProvider pathname={path}>
          <Page route={routeRecordAt(routes, path)} />
        </PageLoadedProvider>
      </TestRouter>
    </RuntimeConfigProvider>,
  );
}

/** Fires the hero image's load, as the browser would: the page then reveals its other sections. */
export function loadHero(container: HTMLElement): void {
  const hero = container.querySelector('img');
  if (!hero) throw new Error('the page has no hero image');
  fireEvent.load(hero);
}
