import { fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { TestRouter } from '@bbg/shared/navigation/test-router';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';

function LoadedFlag() {
  return <output>{usePageLoaded().loaded ? 'loaded' : 'waiting'}</output>;
}

/** Test helper: renders a page component at a path inside the platform signal, as the shell does. */
export function renderAt(Page: ComponentType, path: string): RenderResult {
  return render(
    <TestRouter initialEntries={[path]}>
      <PageLoadedProvider pathname={path}>
        <Page />
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
