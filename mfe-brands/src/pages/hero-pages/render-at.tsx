import { fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PageProps } from '@bbg/shared/contract';
import { routeRecordAt } from '@bbg/shared/navigation/route-record-at';
import { TestRouter } from '@bbg/shared/navigation/test-router';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';
import { routes } from '../../app/routes';

function LoadedFlag() {
  return <output>{usePageLoaded().loaded ? 'loaded' : 'waiting'}</output>;
}

/** Test helper: renders a page component at a path inside the platform signal, with its route record, as the shell does. */
export function renderAt(Page: ComponentType<PageProps>, path: string): RenderResult {
  return render(
    <TestRouter initialEntries={[path]}>
      <PageLoadedProvider pathname={path}>
        <Page route={routeRecordAt(routes, path)} />
        <LoadedFlag />
      </PageLoadedProvider>
    </TestRouter>,
  );
}

/** Test helper: fires the hero image's load, which reveals the other sections. */
export function loadHero({ container }: RenderResult): void {
  const heroImage = container.querySelector('img');
  if (!heroImage) throw new Error('the hero has no image');
  fireEvent.load(heroImage);
}
