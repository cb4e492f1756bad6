import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserNavigator, RouterProvider, RouterNavigation } from '@bbg/router';
import { defaultRuntimeConfig } from '@bbg/contract';
import { KitWordsProvider, PageLoadedProvider, RuntimeConfigProvider } from '@bbg/platform';
import { kitWords, ToastHost } from '@bbg/kit';
import '@bbg/kit/fonts.css';
import '@bbg/kit/tokens.css';
import '@bbg/kit/base.css';
import { CataloguePage } from './catalogue-page';

const routes = [
  {
    path: '*',
    element: (
      <RouterNavigation>
        <PageLoadedProvider pathname="/catalogue">
          <ToastHost />
          <CataloguePage />
        </PageLoadedProvider>
      </RouterNavigation>
    ),
  },
];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RuntimeConfigProvider config={defaultRuntimeConfig}>
        <KitWordsProvider words={kitWords}>
          <RouterProvider navigator={browserNavigator(routes)} />
        </KitWordsProvider>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}
